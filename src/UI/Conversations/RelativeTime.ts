/**
 * "5 min ago", "yesterday", "on 2026-11-25": when a conversation last changed, as the list
 * shows it, measured from when the list was read (both epoch seconds).
 *
 * Why words and not a timestamp: a list of chats is scanned for "the one from this morning";
 * past a week the date itself is clearer than a count of days.
 */
export function relativeTime(at: number, now: number): string {
	const seconds = math.max(0, now - at);
	if (seconds < 60) return "just now";
	if (seconds < 3600) return `${math.floor(seconds / 60)} min ago`;
	if (seconds < 86400) return `${math.floor(seconds / 3600)} h ago`;
	const days = math.floor(seconds / 86400);
	if (days === 1) return "yesterday";
	if (days < 7) return `${days} days ago`;
	return `on ${os.date("!%Y-%m-%d", at)}`;
}
