/**
 * A ToolRunner with no tools, used by the shell until Tools' registry lands (issue 4).
 *
 * Why not a fake with pretend tools: the plugin must never claim an ability it lacks; with
 * no tools the model can still answer questions, and wiring the real runner is one line in
 * startPlugin (PluginOptions.tools).
 */
import { ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";

export const NO_TOOLS_RUNNER: ToolRunner = {
	definitions(): ReadonlyArray<ToolDefinition> {
		return [];
	},
	execute(call: ToolCall): ToolOutcome {
		return {
			kind: "done",
			content: `No tool named ${call.name} is available.`,
			isError: true,
			summary: `Unknown tool ${call.name}`,
		};
	},
	resolve(): ToolOutcome {
		return { kind: "done", content: "Nothing is pending.", isError: true, summary: "Nothing pending" };
	},
};
