/**
 * The plan in review as saved for a plugin reload (PlanArchive, through ConversationArchive):
 * read back exactly with the key hidden, dropped (never an error) when the setting is
 * broken, and restored only together with the conversation it belongs to.
 */
import { Message } from "Core";
import { CodecSettingsHost } from "Shared/CodecSettingsHost";
import { loadPlanDraft, planArchiveKey, savePlanDraft, ConversationArchive } from "Conversation";
import { placeKeyOf } from "Shared/SettingKeys";
import { MemorySettings } from "../support/MemorySettings";

const PLACE = placeKeyOf(game);
const PLAN_ARCHIVE_KEY = planArchiveKey(PLACE);

const KEY = "sk-or-v1-plan-archive-secret";
const hide = (text: string) => text.split(KEY).join("[key hidden]");
const CONVERSATION: Message[] = [
	{ kind: "user", text: "Build a pet system" },
	{ kind: "assistant", text: "1. Create PetService\n2. Build the egg UI", toolCalls: [] },
];

export = () => {
	it("reads back the request and steps as saved, with the key hidden", () => {
		const store = new MemorySettings();
		const settings = new CodecSettingsHost(store);
		const steps = ['Create "PetService" \\ with eggs', `Never log ${KEY}`];
		savePlanDraft(settings, PLACE, { request: `Build pets (key ${KEY})`, steps }, hide);
		const raw = store.get(PLAN_ARCHIVE_KEY) as string;
		expect(raw.find(KEY, 1, true)[0]).to.equal(undefined);
		expect(raw.find('"', 1, true)[0]).to.equal(undefined);
		const loaded = loadPlanDraft(settings, PLACE)!;
		expect(loaded.request).to.equal("Build pets (key [key hidden])");
		expect(loaded.steps.join("|")).to.equal('Create "PetService" \\ with eggs|Never log [key hidden]');
		savePlanDraft(settings, PLACE, undefined);
		expect(settings.get(PLAN_ARCHIVE_KEY)).to.equal(undefined);
	});

	it("drops a broken or foreign setting instead of failing", () => {
		const store = new MemorySettings();
		const settings = new CodecSettingsHost(store);
		for (const raw of ["not json {", "%7B%22request%22%3A1%7D", 42, '{"request":"x","steps":[]}']) {
			store.set(PLAN_ARCHIVE_KEY, raw);
			expect(loadPlanDraft(settings, PLACE)).to.equal(undefined);
		}
	});

	it("reads a plan a newer Lux saved with more fields as its request and steps", () => {
		const settings = new CodecSettingsHost(new MemorySettings());
		settings.set(PLAN_ARCHIVE_KEY, { request: "Build pets", steps: ["Create PetService"], estimate: 3 });
		const draft = loadPlanDraft(settings, PLACE);
		expect(draft?.request).to.equal("Build pets");
		expect(draft?.steps.join("|")).to.equal("Create PetService");
		expect((draft as unknown as { estimate?: number } | undefined)?.estimate).to.equal(undefined);
	});

	it("restores a plan only with its conversation, and clears both together", () => {
		const settings = new MemorySettings();
		const archive = new ConversationArchive(settings, hide, PLACE);
		archive.save(CONVERSATION, { request: "Build a pet system", steps: ["Create PetService"] });
		const restored = archive.restore();
		expect(restored.messages.size()).to.equal(2);
		expect(restored.plan!.steps[0]).to.equal("Create PetService");
		// A plan left without its conversation (saved by a different moment) is not shown.
		archive.save([], { request: "Build a pet system", steps: ["Create PetService"] });
		expect(archive.restore().plan).to.equal(undefined);
		archive.clear();
		expect(settings.get(PLAN_ARCHIVE_KEY)).to.equal(undefined);
	});
};
