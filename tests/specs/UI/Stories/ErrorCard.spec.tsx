/** Story: an error card with its title, advice and action. */
import Roact from "@rbxts/roact";
import { ErrorCard } from "UI/Chat";
import { adviceFor } from "UI/Session";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

export = () => {
	it("offers settings for a 402 and says what to do", () => {
		let opened = 0;
		const advice = adviceFor("outOfCredits");
		const story = mountStory(
			<ErrorCard
				title={advice.title}
				message="The account behind this API key is out of credits (402)."
				action={advice.action}
				onSettings={() => opened++}
				onRetry={() => {}}
			/>,
		);
		expect(textOn(story.screen, "Out of OpenRouter credits")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Open settings"));
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
				onSettings={() => {}}
				onRetry={() => retried++}
			/>,
		);
		LuxSim!.click(buttonOn(story.screen, "Try again"));
		expect(retried).to.equal(1);
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
