/** Story: the setup dialog (masked key, check, endpoint, models, Escape). */
import Roact from "@rbxts/roact";
import { ConnectForm, ConnectOutcome } from "Conversation";
import { SetupDialog } from "UI/Setup";
import { recordingActions } from "../../support/RecordingActions";
import { STORY_SETTINGS } from "../../support/StoryStates";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

export = () => {
	it("masks the key, checks it against the chosen endpoint, and saves it", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(
			<SetupDialog
				settings={STORY_SETTINGS}
				hasKey={false}
				keyCheck={{ state: "idle" }}
				models={[]}
				actions={actions}
			/>,
			320,
			640,
		);
		const key = LuxSim!.findByName(story.screen, "Key") as TextBox;
		LuxSim!.typeInto(key, "sk-or-v1-abc");
		expect(key.TextTransparency).to.equal(1);
		LuxSim!.click(buttonOn(story.screen, "Check key"));
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect(calls.map((c) => c.name).join(",")).to.equal("validateKey,connect,openPage");
		expect(calls[0].args[0]).to.equal("sk-or-v1-abc");
		expect(calls[0].args[1]).to.equal("https://openrouter.ai/api/v1");
		const setup = calls[1].args[0] as ConnectForm;
		expect(setup.key).to.equal("sk-or-v1-abc");
		expect(setup.baseUrl).to.equal("https://openrouter.ai/api/v1");
		story.unmount();
	});

	it("stays open and shows the reason when the Conversation refuses the save", () => {
		const { actions, calls } = recordingActions();
		const text = "Paste an API key first (OpenRouter keys start with sk-or-).";
		const refusing = {
			...actions,
			connect: (_: ConnectForm, done: (outcome: ConnectOutcome) => void) =>
				done({ ok: false, problem: "noKey", text }),
		};
		const story = mountStory(
			<SetupDialog
				settings={STORY_SETTINGS}
				hasKey={false}
				keyCheck={{ state: "idle" }}
				models={[]}
				actions={refusing}
			/>,
			320,
			640,
		);
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect(textOn(story.screen, "Paste an API key first")).to.be.ok();
		expect(calls.size()).to.equal(0);
		story.unmount();
	});

	it("shows the check result and the listed models, and a model click fills the field", () => {
		const { actions } = recordingActions();
		const setup = {
			keyCheck: { state: "valid" as const, label: "Lux laptop", remaining: 9.42 },
			models: [
				{
					id: "anthropic/claude-sonnet-4",
					name: "Claude Sonnet 4",
					contextLength: 200000,
					promptPrice: 3,
					completionPrice: 15,
				},
				{
					id: "qwen/qwen3-coder:free",
					name: "Qwen3 Coder (free)",
					contextLength: 262144,
					promptPrice: 0,
					completionPrice: 0,
				},
			],
		};
		const story = mountStory(
			<SetupDialog
				settings={STORY_SETTINGS}
				hasKey={true}
				keyCheck={setup.keyCheck}
				models={setup.models}
				actions={actions}
			/>,
			480,
			640,
		);
		expect(textOn(story.screen, "$9.42 credit left")).to.be.ok();
		LuxSim!.click(textOn(story.screen, "qwen/qwen3-coder:free") as TextButton);
		const model = LuxSim!.findByName(story.screen, "Model") as TextBox;
		expect(model.Text).to.equal("qwen/qwen3-coder:free");
		expect(textOn(story.screen, "free")).to.be.ok();
		story.unmount();
	});

	it("goes back to the chat on Escape once a key is saved", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(
			<SetupDialog
				settings={STORY_SETTINGS}
				hasKey={true}
				keyCheck={{ state: "idle" }}
				models={[]}
				actions={actions}
			/>,
		);
		// Keys with no field focused go to what is under the mouse (the dialog), not UserInputService.
		LuxSim!.hover(textOn(story.screen, "Connect Lux to a model")!);
		LuxSim!.pressKey("Escape");
		expect(calls.size()).to.equal(1);
		expect(calls[0].args[0]).to.equal("chat");
		story.unmount();
	});
};
