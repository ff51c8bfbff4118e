// @ts-check
/**
 * The README's quick start, runnable: `node examples/quickstart.mjs` boots the simulator, loads
 * the Greeter plugin (examples/greeter, a Luau Rojo project; a built .rbxmx loads the same
 * way), opens its widget from the toolbar, types a name, and prints what the user would see,
 * the DataModel change and the HTTP request the plugin sent, as JSON.
 *
 * Why a file: the package's self tests run it (PublicApi.selftest.mjs), so the README's example
 * cannot silently stop working. In your project, import from "studio-sim" instead.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Simulator, startTestServer } from "../index.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const server = await startTestServer(); // stands in for the web service the plugin talks to

const sim = await Simulator.boot({
	root: here, // relative paths below are read from here
	recordHttp: true,
	settings: { GreeterUrl: JSON.stringify(`${server.url}/echo`) }, // the plugin's saved settings
	onLog: () => {},
});
try {
	await sim.loadPlugin({ file: "greeter" }); // a Rojo project or an .rbxmx file
	await sim.clickToolbarButton("Open");
	await sim.typeInto("PluginGuiService.Greeter.NameBox", "Ada", true);
	await sim.runFor(1); // let the plugin's request complete (virtual time; real I/O)
	const result = {
		gui: (await sim.dumpGui("PluginGuiService.Greeter")).map((e) => `${e.class} ${e.name}: ${e.text ?? ""}`),
		reply: (await sim.run(`return Sim.find("PluginGuiService.Greeter.Reply").Text`))[0],
		requests: sim.httpRequests().map(({ method, url, body }) => ({ method, path: new URL(url).pathname, body })),
		errors: (await sim.output()).filter((line) => line.messageType === "MessageError"),
	};
	console.log(JSON.stringify(result, null, 2));
} finally {
	sim.close();
	await server.close();
}
