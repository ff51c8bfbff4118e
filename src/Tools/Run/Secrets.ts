/**
 * Hides secrets (the API key) from what run_luau, get_output and playtest return.
 *
 * Why: those three hand the model text the place produced, and a snippet or a script can
 * read plugin settings and print them; the key must never reach a tool result. The secret
 * values come from above (ToolHosts.secrets: startPlugin reads the saved key), since Tools
 * may not know where the UI keeps it.
 */
import type { ToolHosts } from "../Hosts/ToolHosts";
import { ToolView, mapViewText } from "../Core/ToolView";

const MIN_SECRET = 4;

function replaceAll(text: string, secret: string): string {
	let out = "";
	let from = 1;
	for (;;) {
		const [start, finish] = text.find(secret, from, true);
		if (start === undefined || finish === undefined) break;
		out += text.sub(from, start - 1) + "[redacted]";
		from = finish + 1;
	}
	return out + text.sub(from);
}

/** `text` with every secret the hosts name replaced by [redacted]. */
export function hideSecrets(hosts: ToolHosts, text: string): string {
	let out = text;
	for (const secret of hosts.secrets?.() ?? []) if (secret.size() >= MIN_SECRET) out = replaceAll(out, secret);
	return out;
}

export function hideSecretsInView(hosts: ToolHosts, view: ToolView): ToolView {
	return mapViewText(view, (text) => hideSecrets(hosts, text));
}
