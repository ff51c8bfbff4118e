import { LUX_NAME } from "../../src/Shared/Version";
export = () => {
	it("names Lux", () => {
		expect(LUX_NAME).to.equal("Lux");
	});
};
