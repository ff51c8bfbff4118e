/**
 * A headless Conversation over plugin settings for the Conversation specs (ConversationList,
 * UnreadableConversations, ConversationRules, ConversationConnect): the scripted model
 * server's settings, a clock whose date moves, and what a spec reads back (items shown, list
 * titles).
 */
import { Message, SETTING_KEYS } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { CodecSettingsHost } from "Shared/CodecSettingsHost";
import { ChatItem, Conversation } from "Conversation";
import { MemorySettings } from "./MemorySettings";
import { PANEL_KEY, server, waitFor } from "./PanelHarness";
import { PanelFakeTools } from "./PanelFakeTools";

/** A clock whose date moves a minute each time it is read, so "most recent" is never a tie. */
export class DatedClock extends StudioClockHost {
	private epoch = 1800000000;
	epochSeconds(): number {
		this.epoch += 60;
		return this.epoch;
	}
}

export function freshSettings(): { raw: MemorySettings; settings: CodecSettingsHost } {
	const raw = new MemorySettings();
	const settings = new CodecSettingsHost(raw);
	settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
	settings.set(SETTING_KEYS.model, "scripted/model");
	settings.set(SETTING_KEYS.timeoutSeconds, 10);
	settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
	return { raw, settings };
}

export function conversationOver(settings: CodecSettingsHost, placeKey: string): Conversation {
	return new Conversation({
		settings,
		http: new StudioHttpHost(),
		clock: new DatedClock(),
		tools: new PanelFakeTools(),
		placeKey,
	});
}

export function ask(c: Conversation, text: string) {
	c.send(text);
	waitFor(`the answer to "${text}"`, () => !c.getState().running);
}

export function shows(c: Conversation, text: string): boolean {
	return c.getState().items.some((i: ChatItem) => (i as { text?: string }).text === text);
}

export const titles = (c: Conversation) => c.getState().conversations.map((s) => s.title);

export const SAVED: Message[] = [
	{ kind: "user", text: "Make the lobby doors open faster\nand close slower" },
	{ kind: "assistant", text: "The doors now open in 0.3 s.", toolCalls: [] },
];

/** A Conversation over plain settings (no codec) holding the scripted server, its model and, unless told, the key. */
export function headlessConversation(placeKey: string, withKey = true): { c: Conversation; settings: MemorySettings } {
	const settings = new MemorySettings();
	settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
	settings.set(SETTING_KEYS.model, "scripted/model");
	settings.set(SETTING_KEYS.timeoutSeconds, 10);
	if (withKey) settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
	const c = new Conversation({
		settings,
		http: new StudioHttpHost(),
		clock: new StudioClockHost(),
		tools: new PanelFakeTools(),
		placeKey,
	});
	return { c, settings };
}
