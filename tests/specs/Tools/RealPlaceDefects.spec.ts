import { loadSample, Sample } from "./SamplePlace";
import { run } from "./ToolCalls";

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());
	describe("probe", () => {
		it("probe", () => {
			const a = run(sample, "list_children", { path: "game" });
			print(a.content.sub(1, 3000));
			const b = run(sample, "get_instance", { path: "CollectionService" });
			error(a.content.sub(1, 1500) + "\n----\n" + b.content);
		});
	});
};
