/** Story: an error card with its title, advice and action. */
import Roact from "@rbxts/roact";
import { ErrorCard } from "UI/Chat";
import { adviceFor } from "Conversation";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

export = () => {
	it("sends a 402 to the setup dialog's key and model, not settings (issue 18)", () => {
		let opened = 0;
		const advice = adviceFor("outOfCredits");
		const story = mountStory(
			<ErrorCard
				title={advice.title}
				message="The account behind this API key is out of credits (402)."
				action={advice.action}
				onKey={() => opened++}
				onSettings={() => {}}
				onRetry={() => {}}
				onNewChat={() => {}}
			/>,
		);
		expect(textOn(story.screen, "Out of OpenRouter credits")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Check key and model"));
		expect(opened).to.equal(1);
		story.unmount();
	});

	it("offers Try again for a transient error", () => {
		let retried = 0;
		const advice = adviceFor("rateLimited");
		const story = mountStory(
			<ErrorCard
				title={advice.title}
				message="slow down"
				action={advice.action}
				onKey={() => {}}
				onSettings={() => {}}
				onRetry={() => retried++}
				onNewChat={() => {}}
			/>,
		);
		LuxSim!.click(buttonOn(story.screen, "Try again"));
		expect(retried).to.equal(1);
		story.unmount();
	});

	it("offers a new chat or a larger model when the conversation is too long (issue 18)", () => {
		const calls = new Array<string>();
		const advice = adviceFor("contextLength");
		const story = mountStory(
			<ErrorCard
				title={advice.title}
				message="This model's maximum context length is 8192 tokens."
				action={advice.action}
				onKey={() => calls.push("key")}
				onSettings={() => calls.push("settings")}
				onRetry={() => calls.push("retry")}
				onNewChat={() => calls.push("new")}
			/>,
		);
		LuxSim!.click(buttonOn(story.screen, "Start a new chat"));
		LuxSim!.click(buttonOn(story.screen, "Choose a larger model"));
		expect(calls.join(",")).to.equal("new,settings");
		story.unmount();
	});

	it("has a title for every Core error kind", () => {
		for (const kind of [
			"badRequest",
			"badKey",
			"outOfCredits",
			"moderation",
			"forbidden",
			"timeout",
			"rateLimited",
			"upstream",
			"noProvider",
			"contextLength",
			"badResponse",
			"httpDisabled",
			"permissionDenied",
			"unreachable",
			"server",
			"loop",
		] as const) {
			expect(adviceFor(kind).title !== "").to.equal(true);
		}
	});
};
