/**
 * Seeded scripts made of the pieces the index's scans look for (outline, remotes, defined
 * names, settings, member calls, strings and comments, imports), small, read in chunks
 * (over 6 KB) and on one long line, for specs that pin the index's results.
 *
 * Why pieces, not real scripts only: the patterns' edge cases (a match spanning lines, a
 * literal at the text's first byte, a frontier after a digit, an unclosed string) are rare
 * in any one place; random sequences of the pieces meet them many times.
 */
import { generator } from "./SeededPicker";

const Q = string.char(34);

export const PIECES = [
	`\nlocal Remotes = require(game:GetService(${Q}ReplicatedStorage${Q}):WaitForChild(${Q}Remotes${Q}))`,
	"\nlocal Helper = require(script.Parent.Helper)",
	`require(script:WaitForChild('Mod'))`,
	"require(",
	"\nfunction Shop.buy(player, item)",
	"\nlocal function helper()",
	"function M:Spawn (x)",
	"\n\tTimeBan = function(args)",
	"\nOnHit = function(x)",
	"\n  onTick = function ()",
	"\n\tGoldify = {",
	"\nlocal Items = {",
	"\nConfig = {",
	"\nlocal MAX_SPEED = 16",
	"\n\tEnabled = true,",
	"\n  Muted = false;",
	"\n    price: 100,",
	"\nexport const WORLD = 128",
	"\nexport const palette = {",
	"\nexport class Shop {}",
	"\nexport enum Mode {}",
	"\nexport interface Props {}",
	"\nexport type Id = number",
	`\nimport { a, b as c, type d } from ${Q}shared/store/saves${Q}`,
	`\n} from ${Q}./snake-tick${Q}`,
	`\nimport ${Q}client/app${Q}`,
	`\nexport * from ${Q}./x${Q}`,
	"\nlocal Theme = 'dark'",
	"\nMaxLogs = 5000;",
	"\nconst f = (x) => x",
	"Remotes.Purchase:FireServer(x)",
	`Remotes.getEvent(${Q}Hit${Q}):FireClient(p)`,
	"remote.OnServerEvent:Connect(f)",
	"self.OnClientEvent:Connect(f)",
	`Remote.Send(${Q}SaveSetting${Q}, v)`,
	`Remotes:Fire(${Q}Trade${Q})`,
	`Net:Invoke(${Q}Buy${Q})`,
	`network:fireServer(${Q}buy${Q})`,
	"remotes.snake.spawn.fire()",
	"remotes.shop.buy.connect(f)",
	`Knit.GetService(${Q}ShopService${Q})`,
	`Knit.CreateService({ Name = ${Q}Combat${Q} })`,
	"local Hit = Net.Definitions.Create()",
	`Server.Get(${Q}Hit${Q})`,
	`Client.GetFunction(${Q}Ask${Q})`,
	`Instance.new(${Q}RemoteEvent${Q})\n\tev.Name = ${Q}Ping${Q}`,
	`RemoteFolder:WaitForChild(${Q}Reward${Q})`,
	`Events:WaitForChild(${Q}Damage${Q})`,
	`remotes:FindFirstChild(${Q}Heal${Q})`,
	"_G.Admin = x",
	"shared.Util = {}",
	"\nserver.Logs = {",
	"Logs:AddLog(x)",
	"Functions.Hint(y)",
	"math.floor(z)",
	"self:Destroy()",
	"9Remotes.Send('x')",
	`${Q}a quoted string with words${Q}`,
	`'single \\' escaped'`,
	"[[long string text]]",
	"[==[ level two ]==]",
	"--[[ block comment ]]",
	"-- line comment",
	"\n",
	"\n",
	"\n\n",
	"\r\n",
	" ",
	"\t",
	"x",
	"_",
	"9",
	".",
	":",
	"=",
	"{",
	"}",
	"(",
	")",
	Q,
	"'",
	"-",
	"[",
	"]",
	"playerData",
	"HTTPService",
	"item42",
	"get_coins",
	"enemies",
	"chasing",
	"Remotes",
	"function",
	"local",
	"export",
	"true",
];

/** A script of `count` pieces; without line ends when `oneLine` (a data dump on one line). */
export function pinnedSource(pick: (n: number) => number, count: number, oneLine = false): string {
	const parts: string[] = [];
	if (pick(3) === 0) parts.push(`--[[\n\tGenerated ${pick(1000)}: pieces for the pinned index results.\n]]\n`);
	for (let i = 0; i < count; i++) {
		const piece = PIECES[pick(PIECES.size())];
		parts.push(oneLine ? piece.gsub("[\r\n]", " ")[0] : piece);
	}
	return parts.join("");
}

/** Sources for a pinned place: many small, some past the whole-read size, one long line. */
export function pinnedSources(seed: number): string[] {
	const pick = generator(seed);
	const out: string[] = [];
	for (let i = 0; i < 40; i++) out.push(pinnedSource(pick, pick(60)));
	for (let i = 0; i < 6; i++) out.push(pinnedSource(pick, 300 + pick(900)));
	out.push(pinnedSource(pick, 1200, true));
	return out;
}
