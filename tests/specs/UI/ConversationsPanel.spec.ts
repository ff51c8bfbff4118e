/**
 * Issue 18, defect 10, through the panel as a user meets it: New chat keeps the conversation,
 * the header's Chats lists this place's conversations most recent first, Open brings one back
 * (with the plan that was in review), and Delete asks in the panel before anything is
 * deleted: Cancel keeps it, Delete removes it.
 */
import { TaskPlanner } from "Planning";
import { savedConversationKey, titleOf } from "Conversation";
import { placeKeyOf } from "Shared/SettingKeys";
import { DELETE_QUESTION } from "UI/Conversations/ConversationsPage";
import { LuxPanel } from "../support/LuxPanel";
import {
	button,
	byText,
	hasText,
	loadTurns,
	mountPanel,
	Panel,
	press,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";

const COMPLEX = "Build a complete pet system with eggs, a pet inventory UI, following pets and saving to the datastore";

/** The button labelled `label` on the card of the conversation titled `title`. */
function buttonFor(p: Panel, title: string, label: string): TextButton {
	let node: Instance | undefined = byText(p, title);
	while (node !== undefined && node.FindFirstChildWhichIsA("UIStroke") === undefined) node = node.Parent;
	assert(node !== undefined, `no card for "${title}"`);
	for (const d of node.GetDescendants()) if (d.IsA("TextButton") && d.Text === label) return d;
	error(`no button "${label}" on "${title}"`, 2);
}

function ask(p: Panel, text: string, answer: string) {
	sendMessage(p, text);
	waitFor(`the answer "${answer}"`, () => hasText(p, answer) && !p.store.getState().running);
}

/** Conversation cards on the Conversations page (each has an Open or "Back to it" button). */
function listed(p: Panel): number {
	let count = 0;
	for (const d of p.screen.GetDescendants())
		if (d.IsA("TextButton") && (d.Text === "Open" || d.Text === "Back to it")) count += 1;
	return count;
}

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("New chat keeps the conversation: Chats lists both, newest first, and Open brings one back", () => {
		loadTurns({
			turns: [
				{ reply: { content: "Prices are checked in ShopService." } },
				{ reply: { content: "Added a countdown." } },
			],
		});
		const p = mountPanel();
		panel = p;
		ask(p, "Where is the price checked?", "Prices are checked in ShopService.");
		sim().click(button(p, "New chat"));
		expect(hasText(p, "Where is the price checked?")).to.equal(false);
		ask(p, "Add a lobby countdown", "Added a countdown.");

		sim().click(button(p, "Chats"));
		expect(p.store.getState().page).to.equal("conversations");
		expect(listed(p)).to.equal(2);
		const older = byText(p, "Where is the price checked?");
		const newer = byText(p, "Add a lobby countdown");
		expect(newer.AbsolutePosition.Y < older.AbsolutePosition.Y).to.equal(true);
		expect(buttonFor(p, "Add a lobby countdown", "Back to it")).to.be.ok();

		press(buttonFor(p, "Where is the price checked?", "Open"));
		expect(p.store.getState().page).to.equal("chat");
		expect(hasText(p, "Prices are checked in ShopService.")).to.equal(true);
		expect(hasText(p, "Added a countdown.")).to.equal(false);
	});

	it("Delete asks first: Cancel keeps the conversation, Delete removes it", () => {
		loadTurns({ turns: [{ reply: { content: "one" } }, { reply: { content: "two" } }] });
		const p = mountPanel();
		panel = p;
		ask(p, "first task", "one");
		sim().click(button(p, "New chat"));
		ask(p, "second task", "two");
		sim().click(button(p, "Chats"));
		expect(listed(p)).to.equal(2);
		const first = p.store.getState().conversations.find((c) => c.title === "first task")!;
		const key = savedConversationKey(placeKeyOf(game), first.id);
		expect(p.settings.values.has(key)).to.equal(true);

		press(buttonFor(p, "first task", "Delete…"));
		expect(hasText(p, DELETE_QUESTION)).to.equal(true);
		press(buttonFor(p, "first task", "Cancel"));
		expect(hasText(p, DELETE_QUESTION)).to.equal(false);
		expect(listed(p)).to.equal(2);
		expect(p.settings.values.has(key)).to.equal(true);

		press(buttonFor(p, "first task", "Delete…"));
		press(buttonFor(p, "first task", "Delete"));
		expect(hasText(p, "first task")).to.equal(false);
		expect(listed(p)).to.equal(1);
		expect(p.settings.values.has(key)).to.equal(false);
		// The open conversation is untouched.
		sim().click(button(p, "Back"));
		expect(hasText(p, "two")).to.equal(true);
	});

	it("brings back the plan that was in review when its conversation is opened", () => {
		const lux = new LuxPanel();
		const p = lux.mount({ planner: new TaskPlanner() });
		loadTurns({ turns: [{ reply: { content: "1. Create PetService\n2. Build the egg UI" } }] });
		sendMessage(p, COMPLEX);
		waitFor("the plan card", () => hasText(p, "Plan: review it before Lux changes anything"));
		sim().click(button(p, "New chat"));
		expect(hasText(p, "Build the egg UI")).to.equal(false);
		sim().click(button(p, "Chats"));
		press(buttonFor(p, titleOf([{ kind: "user", text: COMPLEX }]), "Open"));
		expect(hasText(p, "Plan: review it before Lux changes anything")).to.equal(true);
		expect(hasText(p, "Build the egg UI")).to.equal(true);
		expect(button(p, "Approve plan")).to.be.ok();
		lux.unmount();
	});
};
