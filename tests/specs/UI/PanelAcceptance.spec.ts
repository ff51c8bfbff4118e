/**
 * Issue 5's acceptance, driven as a user would: typing, pressing Enter, clicking buttons in
 * the real panel over a real LoopRunner against the scripted model server. Tools are the
 * FAKE PanelFakeTools (the real runner is issue 4's).
 */
import { Workspace } from "@rbxts/services";
import { chatRequests } from "../support/ModelServerClient";
import {
	button,
	byText,
	hasText,
	inputBox,
	loadTurns,
	mountPanel,
	Panel,
	PANEL_KEY,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";

const SOURCE = 'local Players = game:GetService("Players")\nlocal START_COINS = 10\nreturn START_COINS';

function editTurns() {
	return [
		{
			reply: {
				tool_calls: [
					{
						name: "replace_lines",
						arguments: { path: "Workspace.PanelData", line: 2, count: 1, text: "local START_COINS = 50" },
					},
				],
			},
		},
		{ reply: { content: "Done: players now start with **50** coins." } },
	];
}

export = () => {
	let panel: Panel | undefined;
	let data: Script;

	// TestEZ's hooks are not typed for roblox-ts: each test starts by resetting what the last left.
	function fresh() {
		panel?.unmount();
		panel = undefined;
		data?.Destroy();
		data = new Instance("Script");
		data.Name = "PanelData";
		data.Source = SOURCE;
		data.Parent = Workspace;
	}

	it("sends a typed message on Enter and shows the Markdown answer", () => {
		fresh();
		loadTurns({ turns: [{ reply: { content: "Hello! **Bold** and `code`." } }] });
		const p = mountPanel();
		panel = p;
		sendMessage(p, "Hi Lux");
		waitFor("the answer", () => hasText(p, "Bold"));
		const requests = chatRequests(p.server);
		expect(requests.size()).to.equal(1);
		expect(requests[0].body.find("Hi Lux", 1, true)[0] !== undefined).to.equal(true);
		expect(hasText(p, "Hi Lux")).to.equal(true);
		expect(inputBox(p).Text).to.equal("");
		expect(p.store.getState().running).to.equal(false);
	});

	it("shows a pending card for a write and applies exactly the diff on Approve", () => {
		fresh();
		loadTurns({ turns: editTurns() });
		const p = mountPanel();
		panel = p;
		// The panel itself lives in a ScreenGui of this test place; the place content is Workspace.
		const before = sim().snapshot(Workspace);
		sendMessage(p, "Start players with 50 coins");
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		// The diff shows the removed and added line with their numbers; nothing is written yet.
		byText(p, "local START_COINS = 10");
		byText(p, "local START_COINS = 50");
		expect(data.Source).to.equal(SOURCE);
		expect(sim().snapshot(Workspace) === before).to.equal(true);

		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "coins."));
		expect(hasText(p, "Applied")).to.equal(true);
		expect(data.Source).to.equal(
			'local Players = game:GetService("Players")\nlocal START_COINS = 50\nreturn START_COINS',
		);
		// Nothing else changed: restoring the one line gives the place back byte for byte.
		data.Source = SOURCE;
		expect(sim().snapshot(Workspace) === before).to.equal(true);
	});

	it("writes nothing on Reject and sends the reason to the model", () => {
		fresh();
		loadTurns({ turns: [editTurns()[0], { reply: { content: "Understood, I left it." } }] });
		const p = mountPanel();
		panel = p;
		// The panel itself lives in a ScreenGui of this test place; the place content is Workspace.
		const before = sim().snapshot(Workspace);
		sendMessage(p, "Start players with 50 coins");
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		sim().click(button(p, "Reject"));
		const reason = sim().findByName(p.screen, "Reason") as TextBox;
		sim().typeInto(reason, "keep it at 10 for balance");
		sim().click(button(p, "Reject"));
		waitFor("the answer", () => hasText(p, "Understood"));
		expect(sim().snapshot(Workspace) === before).to.equal(true);
		expect(hasText(p, "Rejected: keep it at 10 for balance")).to.equal(true);
		const requests = chatRequests(p.server);
		expect(requests[requests.size() - 1].body.find("keep it at 10 for balance", 1, true)[0] !== undefined).to.equal(
			true,
		);
		expect(p.tools.applied.size()).to.equal(0);
	});

	it("shows a subtree card for an instance creation and creates it on Approve", () => {
		fresh();
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [
							{
								name: "create_instance",
								arguments: { parent: "Workspace", className: "Part", name: "PanelFloor" },
							},
						],
					},
				},
				{ reply: { content: "Added the floor." } },
			],
		});
		const p = mountPanel();
		panel = p;
		sendMessage(p, "Add a floor");
		waitFor("the approval card", () => hasText(p, "Part PanelFloor"));
		expect(Workspace.FindFirstChild("PanelFloor")).to.equal(undefined);
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Added the floor"));
		const floor = Workspace.FindFirstChild("PanelFloor");
		expect(floor !== undefined && floor.IsA("Part")).to.equal(true);
		floor?.Destroy();
	});

	it("cancels a running request with Stop", () => {
		fresh();
		loadTurns({ turns: [{ delay: 3, reply: editTurns()[0].reply }] });
		const p = mountPanel();
		panel = p;
		sendMessage(p, "Start players with 50 coins");
		waitFor("the loop to start", () => p.store.getState().running);
		sim().click(button(p, "Stop"));
		waitFor("the cancel notice", () => hasText(p, "Cancelled."));
		expect(p.store.getState().running).to.equal(false);
		task.wait(3.5);
		expect(hasText(p, "Waiting for your approval")).to.equal(false);
		expect(data.Source).to.equal(SOURCE);
		expect(button(p, "Send")).to.be.ok();
	});

	it("validates a good and a bad key in the setup dialog", () => {
		fresh();
		// The server answers /key as scripted: first refusing the key, then accepting it.
		loadTurns({
			turns: [],
			endpoints: { key: { status: 401, body: { error: { code: 401, message: "No auth credentials found" } } } },
		});
		const p = mountPanel({ withKey: false });
		panel = p;
		expect(hasText(p, "Connect Lux to a model")).to.equal(true);
		// The first run points at OpenRouter; these specs use the scripted server as a custom URL.
		sim().click(button(p, "Custom URL"));
		const base = sim().findByName(p.screen, "BaseUrl") as TextBox;
		base.Text = "";
		sim().typeInto(base, `${p.server}/api/v1`);
		const key = sim().findByName(p.screen, "Key") as TextBox;
		sim().typeInto(key, "sk-or-v1-wrong");
		// Masked: the box draws its text transparent under a row of bullets, until Show.
		expect(key.TextTransparency).to.equal(1);
		expect(hasText(p, "•••")).to.equal(true);
		sim().click(button(p, "Show"));
		expect(key.TextTransparency).to.equal(0);
		sim().click(button(p, "Hide"));
		expect(key.TextTransparency).to.equal(1);
		sim().click(button(p, "Check key"));
		waitFor("the bad-key verdict", () => hasText(p, "Invalid key"));
		loadTurns({
			turns: [],
			endpoints: {
				key: {
					status: 200,
					body: { data: { label: "Lux laptop", limit: 20, limit_remaining: 12.5, usage: 7.5 } },
				},
			},
		});
		key.Text = "";
		sim().typeInto(key, PANEL_KEY);
		sim().click(button(p, "Check key"));
		waitFor("the good-key verdict", () => hasText(p, "Valid key"));
		expect(hasText(p, "$12.50 credit left")).to.equal(true);
		sim().click(button(p, "Save"));
		expect(hasText(p, "Ask Lux about this place")).to.equal(true);
		expect(p.store.getState().hasKey).to.equal(true);
	});

	it("says the network is blocked, with instructions, when Studio's HTTP prompt was refused", () => {
		fresh();
		const p = mountPanel({ withKey: false });
		panel = p;
		sim().click(button(p, "Custom URL"));
		const base = sim().findByName(p.screen, "BaseUrl") as TextBox;
		base.Text = "";
		sim().typeInto(base, "https://models.blocked-example.com/v1");
		sim().setHttpPermission("models.blocked-example.com", "deny");
		sim().typeInto(sim().findByName(p.screen, "Key") as TextBox, PANEL_KEY);
		sim().click(button(p, "Check key"));
		waitFor("the verdict", () => hasText(p, "Network blocked"));
		expect(hasText(p, "Manage Plugins")).to.equal(true);
		sim().setHttpPermission("models.blocked-example.com", "allow");
	});

	it("re-colours on a theme change without remounting or losing state", () => {
		fresh();
		const p = mountPanel();
		panel = p;
		const box = inputBox(p);
		// The box's background is its window's (the window scrolls a long message).
		const framing = box.Parent as GuiObject;
		sim().typeInto(box, "half-typed draft");
		const darkBackground = framing.BackgroundColor3;
		sim().setTheme("Light");
		sim().flush();
		expect(inputBox(p)).to.equal(box);
		expect(box.Text).to.equal("half-typed draft");
		expect(framing.BackgroundColor3 === darkBackground).to.equal(false);
		expect(
			framing.BackgroundColor3 ===
				settings().Studio.Theme.GetColor(Enum.StudioStyleGuideColor.InputFieldBackground),
		).to.equal(true);
		sim().setTheme("Dark");
		p.unmount();
		panel = undefined;
		data.Destroy();
	});
};
