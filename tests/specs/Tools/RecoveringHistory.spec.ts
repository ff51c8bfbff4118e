/**
 * A recording a previous plugin run left open is cancelled on the next start, reverting its
 * half-applied change; a normal apply leaves no open recording behind.
 */
import { OPEN_RECORDING_KEY, recoveringHistory } from "Tools/Hosts/RecoveringHistory";
import { studioHistory } from "App/Studio";
import { JsonSettings, Sim } from "./SamplePlace";

const ChangeHistoryService = game.GetService("ChangeHistoryService");

export = () => {
	if (Sim === undefined) {
		itSKIP("needs the simulator (LuxSim)", () => {});
		return;
	}
	let folder: Folder;
	beforeEach(() => {
		folder = new Instance("Folder");
		folder.Name = "RecoveryTarget";
		folder.Parent = game.GetService("Workspace");
		Sim.clearUnrecordedChanges();
	});
	afterEach(() => {
		if (ChangeHistoryService.IsRecordingInProgress()) {
			ChangeHistoryService.FinishRecording("", Enum.FinishRecordingOperation.Cancel);
		}
		folder.Destroy();
		Sim.clearUnrecordedChanges();
	});

	it("cancels the recording an earlier run left open and reverts its change", () => {
		const before = Sim.snapshot(folder);
		const settings = new JsonSettings();
		const crashed = recoveringHistory(studioHistory, settings);
		const id = crashed.tryBegin("Lux: half applied", "Lux: half applied");
		expect(id).to.be.ok();
		folder.SetAttribute("HalfApplied", true);
		expect(settings.get(OPEN_RECORDING_KEY)).to.equal(id);

		// The plugin reloads: a new host over the same settings.
		recoveringHistory(studioHistory, settings);
		expect(ChangeHistoryService.IsRecordingInProgress()).to.equal(false);
		expect(Sim.snapshot(folder)).to.equal(before);
		expect(settings.get(OPEN_RECORDING_KEY)).to.equal(undefined);
	});

	it("forgets the recording once it is committed or cancelled", () => {
		const settings = new JsonSettings();
		const history = recoveringHistory(studioHistory, settings);
		const committed = history.tryBegin("Lux: one", "Lux: one")!;
		folder.SetAttribute("One", 1);
		history.commit(committed);
		expect(settings.get(OPEN_RECORDING_KEY)).to.equal(undefined);
		const cancelled = history.tryBegin("Lux: two", "Lux: two")!;
		history.cancel(cancelled);
		expect(settings.get(OPEN_RECORDING_KEY)).to.equal(undefined);
		expect(folder.GetAttribute("One")).to.equal(1);
	});
};
