/**
 * Hides secrets (the API key, and anything shaped like a provider key) from what run_luau,
 * get_output and playtest return, including the typed view the panel draws.
 *
 * Why: those three hand the model text the place produced, and a snippet or a script can
 * read plugin settings and print them; the key must never reach a tool result. The secret
 * values come from above (ToolHosts.secrets: startPlugin reads the saved key), since Tools
 * may not know where the UI keeps it. The filter is the one every exit uses (Shared/Secrets).
 */
import { redactSecrets } from "Shared/Secrets";
import type { ToolHosts } from "../Hosts/ToolHosts";
import { ToolView, mapViewText } from "../Core/ToolView";

/** `text` with every secret the hosts name, and every key-shaped token, replaced. */
export function hideSecrets(hosts: ToolHosts, text: string): string {
	return redactSecrets(text, hosts.secrets?.() ?? []);
}

export function hideSecretsInView(hosts: ToolHosts, view: ToolView): ToolView {
	return mapViewText(view, (text) => hideSecrets(hosts, text));
}
