/**
 * mark_plan_step: the model records that it finished a step of the plan the user approved.
 *
 * Why a tool: the plan card in the panel shows which steps are done, and the prompt's plan
 * marks them, so after an error or a long stretch of edits the model (and the user) can see
 * where the task stands. It changes no instance, so it is a read for approval purposes.
 */
import { ok } from "Shared/Result";
import { int, objectSchema } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";

export const markPlanStep: ToolSpec = {
	definition: {
		name: "mark_plan_step",
		risk: "read",
		description: "Marks a step of the approved plan done, after finishing it.",
		parameters: objectSchema({ step: int("Step number (1 = first).", 1) }, ["step"]),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const tracker = hosts.plan;
			if (!tracker) return fail("unavailable", "Plans are not available in this session.");
			const step = args.step as number;
			const marked = tracker.markStep(step);
			if (!marked.ok) return fail("invalid_args", marked.error);
			const steps = tracker.planSteps();
			const open = steps.filter((s) => !s.done).map((s) => s.text);
			const rest = open.size() > 0 ? `Still to do: ${open.join("; ")}` : "Every step of the plan is done.";
			return ok({
				content: `Step ${step} is done (${steps[step - 1].text}). ${rest}`,
				summary: `Plan step ${step} of ${steps.size()} done`,
			});
		},
	},
};
