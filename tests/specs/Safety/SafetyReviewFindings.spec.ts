/**
 * Findings of the adversarial review of the safety path (session 2026-11-28), through the
 * public path: the tool executor and the approval queue's turns.
 *
 * Why a list of its own: each case failed on the code the review read (87b7fc1) and names
 * the promise it broke: the key never reaches the place, and "Undo this turn" brings back
 * exactly the state before the turn, asking only when the user really edited something.
 */
import { find, loadSample, Sample, snapshotPlace } from "../Tools/SamplePlace";
import { REDACTED_KEY, redactSecrets } from "Shared/Secrets";
import { PlaceSnapshot } from "Tools/Run/PlaceSnapshot";
import { approve, contains, propose } from "../Tools/ToolCalls";

/** A key made of letters and digits only, as Mistral's or Together's are: a valid attribute name. */
const KEY = "abcdEFGH1234567890abcdEFGH1234567890zz";

export = () => {
	let sample: Sample;
	afterEach(() => sample.unload());

	describe("the key never reaches the place", () => {
		it("refuses an attribute named with the key (set_attributes, create_instance): no card, nothing written", () => {
			sample = loadSample({ secrets: () => [KEY] });
			const before = snapshotPlace();
			for (const [name, args] of [
				["set_attributes", { path: "Workspace.Map.LavaPit", attributes: { [KEY]: true } }],
				[
					"create_instance",
					{ parent: "Workspace", class_name: "Folder", name: "Keys", attributes: { [KEY]: 1 } },
				],
			] as const) {
				const outcome = sample.tools.runner.execute({ id: "call", name, args });
				expect(outcome.kind).to.equal("done");
				if (outcome.kind === "done") {
					expect(outcome.isError).to.equal(true);
					expect(outcome.content.find(KEY, 1, true)[0]).to.equal(undefined);
				}
			}
			expect(sample.tools.queue.pending().size()).to.equal(0);
			expect(snapshotPlace()).to.equal(before);
		});
	});

	describe("a key cut by a reader's limit", () => {
		/** True when `text` holds any 16 characters of the key in a row. */
		function holdsPiece(text: string): boolean {
			// A bound of its own: roblox-ts compiles `i + 15 <= n` in a for header as `for i = 1, n`.
			const last = KEY.size() - 15;
			for (let i = 1; i <= last; i++) if (text.find(KEY.sub(i, i + 15), 1, true)[0] !== undefined) return true;
			return false;
		}

		it("keeps the start of the key out of list_children when the entry's cut falls inside it", () => {
			sample = loadSample({ secrets: () => [KEY] });
			find("Workspace.Map.LavaPit").SetAttribute("Note", `${string.rep("y", 205)}${KEY}`);
			const outcome = sample.tools.runner.execute({
				id: "call",
				name: "list_children",
				args: { path: "Workspace.Map" },
			});
			expect(outcome.kind).to.equal("done");
			if (outcome.kind === "done") {
				contains(outcome.content, "[cut:");
				expect(holdsPiece(outcome.content)).to.equal(false);
			}
		});

		it("redacts a long start, end or middle of a known key, and leaves pieces under 12 characters alone", () => {
			const start = KEY.sub(1, 20);
			const finish = KEY.sub(-17);
			expect(redactSecrets(`a ${start}... [cut]`, [KEY])).to.equal(`a ${REDACTED_KEY}... [cut]`);
			expect(redactSecrets(`...${finish}" }`, [KEY])).to.equal(`...${REDACTED_KEY}" }`);
			expect(redactSecrets(`${KEY}${KEY.sub(1, 17)}`, [KEY])).to.equal(`${REDACTED_KEY}${REDACTED_KEY}`);
			// Twelve characters or more of the key, wherever they start (Shared/Secrets' MIN_RUN).
			const pieces = `${KEY.sub(1, 15)} and ${KEY.sub(-15)} and ${KEY.sub(9, 20)}`;
			expect(redactSecrets(pieces, [KEY])).to.equal(`${REDACTED_KEY} and ${REDACTED_KEY} and ${REDACTED_KEY}`);
			const short = `${KEY.sub(1, 11)} and ${KEY.sub(-11)} and ${KEY.sub(9, 19)}`;
			expect(redactSecrets(short, [KEY])).to.equal(short);
		});
	});

	describe("run_luau on a scope's own root", () => {
		it("lists a change to a service's own property and attribute, and Undo this turn restores them", () => {
			sample = loadSample();
			const workspace = game.GetService("Workspace");
			const gravity = workspace.Gravity;
			const turn = sample.tools.queue.beginTurn("low gravity");
			const done = approve(
				sample,
				propose(sample, "run_luau", {
					code: `workspace.Gravity = 20\nworkspace:SetAttribute("Mode", "moon")`,
					purpose: "Moon gravity",
				}),
			);
			contains(done.content, "changed Workspace (");
			expect(workspace.Gravity).to.equal(20);
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(workspace.Gravity).to.equal(gravity);
			expect(workspace.GetAttribute("Mode")).to.equal(undefined);
		});
	});

	describe("run_luau with a scope elsewhere", () => {
		it("lists and undoes a change outside the scope the model named", () => {
			sample = loadSample();
			const before = snapshotPlace();
			const turn = sample.tools.queue.beginTurn("hidden change");
			const done = approve(
				sample,
				propose(sample, "run_luau", {
					code: `workspace.Map.LavaPit:SetAttribute("Damage", 0)`,
					purpose: "Tidy ReplicatedStorage",
					scope: ["ReplicatedStorage.Shared"],
				}),
			);
			contains(done.content, "changed Workspace.Map.LavaPit (attribute Damage)");
			expect(sample.tools.queue.undoTurn(turn).kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
	});

	describe("run_luau's snapshot in a place larger than its cap", () => {
		it("counts an instance created under a root recorded whole as created, and restore removes it", () => {
			sample = loadSample();
			const before = snapshotPlace();
			const map = find("Workspace.Map");
			const filler = new Instance("Folder");
			filler.Name = "Filler";
			for (let i = 1; i <= 30; i++) new Instance("Folder").Parent = filler;
			filler.Parent = game.GetService("Workspace");
			// The scope's Map first (recorded whole), then a root the cap of 20 cuts short.
			const snapshot = new PlaceSnapshot(sample.hosts, [map, filler], [], 20).take();
			expect(snapshot.truncated).to.equal(true);
			const added = new Instance("Part");
			added.Name = "Added";
			added.Parent = map;
			const diff = snapshot.diff();
			expect(diff.created.includes(added)).to.equal(true);
			expect(snapshot.restore(diff).ok).to.equal(true);
			filler.Destroy();
			expect(added.Parent).to.equal(undefined);
			expect(snapshotPlace()).to.equal(before);
		});
	});

	describe("undo this turn, across turns", () => {
		function setDamage(value: number) {
			approve(
				sample,
				propose(sample, "set_attributes", { path: "Workspace.Map.LavaPit", attributes: { Damage: value } }),
			);
		}

		it("refuses to undo a turn whose instances a later turn changed, and changes nothing", () => {
			sample = loadSample();
			const pit = find("Workspace.Map.LavaPit");
			const start = pit.GetAttribute("Damage");
			const first = sample.tools.queue.beginTurn("one");
			setDamage(5);
			const second = sample.tools.queue.beginTurn("two");
			setDamage(7);
			const early = sample.tools.queue.undoTurn(first);
			expect(early.kind).to.equal("failed");
			if (early.kind === "failed") contains(early.message, `"two"`);
			expect(pit.GetAttribute("Damage")).to.equal(7);
			// Newest first, both undone: the place is back where the first turn started, unasked.
			expect(sample.tools.queue.undoTurn(second).kind).to.equal("undone");
			expect(sample.tools.queue.undoTurn(first).kind).to.equal("undone");
			expect(pit.GetAttribute("Damage")).to.equal(start);
		});

		it("does not ask about a user edit when only Lux's undo of a later turn changed the instance", () => {
			sample = loadSample();
			const before = snapshotPlace();
			const first = sample.tools.queue.beginTurn("one");
			setDamage(5);
			const second = sample.tools.queue.beginTurn("two");
			setDamage(7);
			expect(sample.tools.queue.undoTurn(second).kind).to.equal("undone");
			const asked = sample.tools.queue.undoTurn(first);
			expect(asked.kind).to.equal("undone");
			expect(snapshotPlace()).to.equal(before);
		});
	});
};
