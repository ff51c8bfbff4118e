/**
 * Names Studio takes and refuses, through the executor and the approval queue: attribute names
 * (Instance.yaml, Instance:SetAttribute: letters, digits, periods, hyphens, slashes and
 * underscores) and instance names (Instance.yaml, Instance.Name: at most 100 characters).
 *
 * Why: Lux once allowed only letters, digits and underscores in attribute names, so an
 * attribute such as "Stats.Speed" that a place already had could not be changed; and a name
 * over 100 characters became an approval card whose apply then failed in Studio.
 */
import { Sample, find, loadSample, snapshotPlace } from "./SamplePlace";
import { approve, contains, propose, run } from "./ToolCalls";

const LONG = string.rep("N", 101);

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	/** A refusal at call time: no card, nothing written. */
	function refused(name: string, args: Record<string, unknown>, piece: string) {
		const before = snapshotPlace();
		const out = run(sample, name, args);
		expect(out.isError).to.equal(true);
		contains(out.content, piece);
		expect(sample.tools.queue.pending().size()).to.equal(0);
		expect(snapshotPlace()).to.equal(before);
	}

	describe("attribute names", () => {
		it("sets attributes named with periods, hyphens and slashes, as the docs allow", () => {
			const lava = find("Workspace.Map.LavaPit");
			const id = propose(sample, "set_attributes", {
				path: "Workspace.Map.LavaPit",
				attributes: { "Stats.Damage": 5, "on-touch/slow": true },
			});
			expect(approve(sample, id).isError).to.equal(false);
			expect(lava.GetAttribute("Stats.Damage")).to.equal(5);
			expect(lava.GetAttribute("on-touch/slow")).to.equal(true);
		});

		it("changes and removes an attribute the place already has under such a name", () => {
			const lava = find("Workspace.Map.LavaPit");
			lava.SetAttribute("Config/Heat.Max", 3);
			const change = propose(sample, "set_attributes", {
				path: "Workspace.Map.LavaPit",
				attributes: { "Config/Heat.Max": 4 },
			});
			expect(approve(sample, change).isError).to.equal(false);
			expect(lava.GetAttribute("Config/Heat.Max")).to.equal(4);
			const removal = propose(sample, "set_attributes", {
				path: "Workspace.Map.LavaPit",
				remove: ["Config/Heat.Max"],
			});
			expect(approve(sample, removal).isError).to.equal(false);
			expect(lava.GetAttribute("Config/Heat.Max")).to.equal(undefined);
		});

		it("still refuses spaces and other symbols before a card", () => {
			refused(
				"set_attributes",
				{ path: "Workspace.Map.LavaPit", attributes: { "has space": 1 } },
				"may contain only letters, digits, periods, hyphens, slashes and underscores",
			);
		});
	});

	describe("instance names over 100 characters", () => {
		it("create_instance refuses the root's name, a child's name and a Name property", () => {
			const piece = "longer than 100 characters";
			refused("create_instance", { parent: "Workspace", class_name: "Part", name: LONG }, piece);
			refused(
				"create_instance",
				{
					parent: "Workspace",
					class_name: "Model",
					name: "Shop",
					children: [{ class_name: "Part", name: LONG }],
				},
				piece,
			);
			refused(
				"create_instance",
				{ parent: "Workspace", class_name: "Part", name: "Ok", properties: { Name: LONG } },
				piece,
			);
		});

		it("create_script and clone_instance refuse it too; 100 characters are fine", () => {
			const piece = "longer than 100 characters";
			refused(
				"create_script",
				{ parent: "ServerScriptService", name: LONG, class_name: "Script", source: "print(1)" },
				piece,
			);
			refused("clone_instance", { path: "Workspace.Tower", new_name: LONG }, piece);
			const id = propose(sample, "clone_instance", { path: "Workspace.Tower", new_name: string.rep("N", 100) });
			expect(approve(sample, id).isError).to.equal(false);
			expect(find(`Workspace.${string.rep("N", 100)}`).Name.size()).to.equal(100);
		});
	});
};
