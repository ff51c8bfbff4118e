/**
 * Issue 16, bug 9: the conversation archive (and the plan in review with it) is kept per
 * place, so one game's scripts never show up in another's history.
 */
import { Message } from "Core";
import { CodecSettingsHost, placeKeyOf } from "Shared";
import { archiveKey, ConversationArchive } from "Conversation";
import { MemorySettings } from "../support/MemorySettings";

const FIRST: Message[] = [
	{ kind: "user", text: "Fix ServerScriptService.SecretShop" },
	{ kind: "assistant", text: "SecretShop now checks the price.", toolCalls: [] },
];

export = () => {
	it("restores a conversation only in the place it was saved in", () => {
		const settings = new CodecSettingsHost(new MemorySettings());
		const hide = (text: string) => text;
		new ConversationArchive(settings, hide, "111").save(FIRST, { request: "Shop", steps: ["Check price"] });
		const other = new ConversationArchive(settings, hide, "222").restore();
		expect(other.messages.size()).to.equal(0);
		expect(other.plan).to.equal(undefined);
		const same = new ConversationArchive(settings, hide, "111").restore();
		expect(same.messages.size()).to.equal(2);
		expect(same.plan!.steps[0]).to.equal("Check price");
	});

	it("keys the archive by the place App hands down (PlaceId, or the name of an unpublished place)", () => {
		const expected = game.PlaceId !== 0 ? tostring(game.PlaceId) : `unpublished:${game.Name}`;
		expect(placeKeyOf(game)).to.equal(expected);
		expect(archiveKey("unpublished:A")).never.to.equal(archiveKey("unpublished:B"));
	});
};
