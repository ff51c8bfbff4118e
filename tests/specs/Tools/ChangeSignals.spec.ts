/**
 * The change signals (one implementation, @rbxts/lemon-signal) as their users meet them: the
 * approval queue's onChanged and the action log's onAppended tell every connected listener
 * once per change, a disconnected listener hears nothing more, and a listener that
 * disconnects itself while being told does not stop the others from hearing it.
 */
import { ActionEntry, ActionLog } from "Tools/ApprovalQueue/ActionLog";
import { MemorySettings } from "../support/MemorySettings";
import { loadSample, Sample } from "./SamplePlace";
import { COINS_PATCH, propose } from "./ToolCalls";

export = () => {
	describe("ApprovalQueue.onChanged", () => {
		let sample: Sample;
		beforeEach(() => {
			sample = loadSample();
		});
		afterEach(() => sample.unload());

		it("tells every listener; one that disconnects itself while told does not stop the others", () => {
			const heard = { once: 0, first: 0, second: 0 };
			const stopOnce: { stop?: () => void } = {};
			const stopFirst = sample.tools.queue.onChanged(() => (heard.first += 1));
			stopOnce.stop = sample.tools.queue.onChanged(() => {
				heard.once += 1;
				stopOnce.stop!();
			});
			sample.tools.queue.onChanged(() => (heard.second += 1));

			propose(sample, "patch_script", COINS_PATCH);
			expect(heard.once).to.equal(1);
			expect(heard.first >= 1).to.equal(true);
			expect(heard.second).to.equal(heard.first);

			const before = heard.first;
			stopFirst();
			propose(sample, "patch_script", { ...COINS_PATCH, replace: "local DEFAULT_COINS = 7" });
			expect(heard.once).to.equal(1);
			expect(heard.first).to.equal(before);
			expect(heard.second > before).to.equal(true);
		});
	});

	describe("ActionLog.onAppended", () => {
		it("hands each listener the stored entry, until it disconnects", () => {
			const log = new ActionLog(new MemorySettings(), 10, "LuxActionLog", () => 1234);
			const seen: ActionEntry[] = [];
			const stop = log.onAppended((entry) => seen.push(entry));
			log.append({
				tool: "patch_script",
				target: "Workspace.A",
				outcome: "applied",
				operationId: "op1",
				detail: "",
			});
			expect(seen.size()).to.equal(1);
			expect(seen[0].time).to.equal(1234);
			expect(seen[0].target).to.equal("Workspace.A");
			stop();
			log.append({
				tool: "patch_script",
				target: "Workspace.B",
				outcome: "applied",
				operationId: "op2",
				detail: "",
			});
			expect(seen.size()).to.equal(1);
			expect(log.entries().size()).to.equal(2);
		});
	});

	describe("ActionLog.recent", () => {
		it("decodes only the newest entries, oldest first, equal to the end of entries()", () => {
			const log = new ActionLog(new MemorySettings(), 10, "LuxActionLog", () => 1);
			for (let i = 1; i <= 14; i++)
				log.append({
					tool: "set_property",
					target: `Workspace.P${i}`,
					outcome: "applied",
					operationId: `op${i}`,
					detail: 'a "quoted" note',
				});
			const all = log.entries();
			expect(all.size()).to.equal(10);
			for (const count of [0, 1, 3, 10, 25]) {
				const recent = log.recent(count);
				expect(recent.size()).to.equal(math.min(count, 10));
				recent.forEach((entry, i) => {
					const same = all[all.size() - recent.size() + i];
					expect(entry.target).to.equal(same.target);
					expect(entry.detail).to.equal('a "quoted" note');
				});
			}
			expect(log.recent(1)[0].target).to.equal("Workspace.P14");
		});
	});
};
