/**
 * remoteNamesIn runs each remote pattern only when a literal the pattern cannot match without
 * occurs in the text (a `GetService` or a `WaitForChild` alone ran them all on every script
 * the index reads): a seeded property check, on texts assembled from the pieces those patterns
 * look for, that the names found are those of every pattern run over the whole text.
 */
import { REMOTE_MODULE_METHODS, remoteNamesIn } from "Context/Index/RemoteNames";
import { generator } from "../support/SeededPicker";

const PIECES = [
	'Knit.CreateService({ Name = "ShopService" })',
	'Knit.GetService("DataService")',
	'KnitServer.GetController("Ui")',
	'CreateController { Name = "Camera" }',
	'game:GetService("Players")',
	'remotes:WaitForChild("Buy")',
	'Remote:FindFirstChild("Sell")',
	'RemoteFolder.WaitForChild("Trade")',
	'Events:WaitForChild("Hit")',
	'events.WaitForChild("Miss")',
	'folder:FindFirstChild("x")',
	'Remote.Send("SaveTheme", theme)',
	'Remotes:Fire("Trade")',
	'Net:Invoke("Quest")',
	'remote.Destroy("Nope")',
	'Remote.Get("PlayerData")',
	'Net:Connect("Hit", fn)',
	"local Controller = 1",
	"\n",
	" ",
];

/**
 * remoteNamesIn as it was before the gates inside its groups: the Knit and by-name groups run
 * every pattern; the other groups are copied unchanged (their names come first, in order).
 */
function ungated(text: string): string[] {
	const out: string[] = [];
	const all = (pattern: string) => {
		for (const [name] of text.gmatch(pattern)) out.push(name as string);
	};
	if (text.find("etwork", 1, true)[0] !== undefined) all(`[Nn]etwork[%.:][%a_][%w_]*%s*%(%s*["']([%w_]+)["']`);
	if (text.find("Service", 1, true)[0] !== undefined || text.find("Controller", 1, true)[0] !== undefined) {
		all(`Create%a+%s*%(?%s*{%s*Name%s*=%s*["']([%w_]+)["']`);
		all(`Knit%a*%.Get%a+%s*%(%s*["']([%w_]+)["']`);
	}
	if (text.find("Server.Get", 1, true)[0] !== undefined || text.find("Client.Get", 1, true)[0] !== undefined)
		for (const side of ["Server", "Client"]) all(`${side}%.Get%a*%s*%(%s*["']([%w_]+)["']`);
	if (text.find("Child", 1, true)[0] !== undefined) {
		all(`[Rr]emotes?[%w_]*[%.:]WaitForChild%(%s*["']([%w_]+)["']`);
		all(`[Rr]emotes?[%w_]*[%.:]FindFirstChild%(%s*["']([%w_]+)["']`);
		all(`[Ee]vents[%.:]WaitForChild%(%s*["']([%w_]+)["']`);
	}
	// A remote module called by name, with the methods that send or handle a remote.
	for (const pattern of [
		`%f[%w_][Rr]emotes?[%.:]([%a_][%w_]*)%s*%(%s*["']([%w_]+)["']`,
		`%f[%w_]Net[%.:]([%a_][%w_]*)%s*%(%s*["']([%w_]+)["']`,
	])
		for (const [method, name] of text.gmatch(pattern))
			if (REMOTE_MODULE_METHODS.has((method as string).lower())) out.push(name as string);
	return out;
}

export = () => {
	it("finds the names the ungated patterns find, in the same order", () => {
		for (let round = 1; round <= 300; round++) {
			const pick = generator(round);
			const parts: string[] = [];
			for (let k = 0; k < pick(7); k++) parts.push(PIECES[pick(PIECES.size())]);
			const text = parts.join(pick(2) === 0 ? "\n" : " ");
			const found: string[] = [];
			remoteNamesIn(text, (name) => found.push(name));
			const expected = ungated(text).join("|");
			if (found.join("|") !== expected) error(`round ${round}: ${found.join("|")} vs ${expected} in ${text}`);
		}
	});
};
