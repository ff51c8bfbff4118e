/**
 * Keeps the conversation in plugin settings so it survives a plugin reload, within a size
 * bound: the newest messages, each clipped, the whole encoded so quotes and backslashes
 * never reach the settings file raw (they have corrupted it before, studio-apis.md).
 *
 * Why messages, not panel items: Core's history is what the model needs to continue; the
 * panel items are rebuilt from it with the same reducer the live session uses.
 */
import { Message } from "Core";
import { SettingsHost } from "Shared/Hosts";
import { decodeSetting, encodeSetting } from "./SettingCodec";

export const ARCHIVE_KEY = "LuxConversation";
const MAX_MESSAGES = 80;
const MAX_TEXT = 6000;

function clip(text: string): string {
	return text.size() > MAX_TEXT ? `${text.sub(1, MAX_TEXT)}\n[clipped when saved]` : text;
}

function clipMessage(m: Message, hide: (text: string) => string): Message {
	switch (m.kind) {
		case "user":
		case "notice":
		case "error":
			return { ...m, text: clip(hide(m.text)) };
		case "assistant": {
			// Reasoning is model output like the text: secrets hidden, length bounded.
			const reasoning =
				m.reasoning !== undefined ? { ...m.reasoning, text: clip(hide(m.reasoning.text)) } : undefined;
			return { ...m, text: clip(hide(m.text)), reasoning };
		}
		case "toolResult":
			return { ...m, content: clip(hide(m.content)), summary: hide(m.summary) };
		default:
			return m;
	}
}

/** Drops the oldest messages, never starting on a tool result (its call would be missing). */
function bounded(messages: ReadonlyArray<Message>, hide: (text: string) => string): Message[] {
	let start = math.max(0, messages.size() - MAX_MESSAGES);
	while (start < messages.size() && messages[start].kind !== "user") start += 1;
	const out = new Array<Message>();
	for (let i = start; i < messages.size(); i++) out.push(clipMessage(messages[i], hide));
	return out;
}

/** `hide` removes secrets (the API key) from text before it is written. */
export function saveConversation(
	host: SettingsHost,
	messages: ReadonlyArray<Message>,
	hide: (text: string) => string = (text) => text,
): void {
	host.set(ARCHIVE_KEY, messages.size() === 0 ? undefined : encodeSetting(bounded(messages, hide)));
}

export function loadConversation(host: SettingsHost): Message[] {
	const decoded = decodeSetting(host.get(ARCHIVE_KEY));
	if (!typeIs(decoded, "table")) return [];
	const out = new Array<Message>();
	for (const m of decoded as unknown[]) {
		if (typeIs(m, "table") && typeIs((m as { kind?: unknown }).kind, "string")) out.push(m as Message);
	}
	return out;
}
