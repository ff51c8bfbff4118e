/**
 * Reads a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110 section 10.2.3).
 *
 * Why: servers send both forms; a date is measured against the response's own `Date` header
 * (the server's clock, so the local clock's error does not matter), else the local UTC time.
 * A wait below 1 s becomes 1 s so a "0" never turns retries into a tight loop.
 */

const MONTHS: Record<string, number> = {
	jan: 1,
	feb: 2,
	mar: 3,
	apr: 4,
	may: 5,
	jun: 6,
	jul: 7,
	aug: 8,
	sep: 9,
	oct: 10,
	nov: 11,
	dec: 12,
};

/** Days since 1970-01-01 of a civil date (proleptic Gregorian). */
function daysFromCivil(y: number, m: number, d: number): number {
	const yy = m <= 2 ? y - 1 : y;
	const era = math.floor(yy / 400);
	const yoe = yy - era * 400;
	const mp = (m + 9) % 12;
	const doy = math.floor((153 * mp + 2) / 5) + d - 1;
	const doe = yoe * 365 + math.floor(yoe / 4) - math.floor(yoe / 100) + doy;
	return era * 146097 + doe - 719468;
}

/** Seconds since the epoch of an IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), or undefined. */
export function httpDateSeconds(text: string): number | undefined {
	const [day, month, year, h, mi, s] = string.match(
		text,
		"(%d%d?)[ %-](%a%a%a)[ %-](%d%d%d?%d?) (%d%d):(%d%d):(%d%d)",
	);
	if (day === undefined) return undefined;
	const m = MONTHS[string.lower(month as string)];
	let y = tonumber(year)!;
	if (m === undefined) return undefined;
	if (y < 100) y += y < 70 ? 2000 : 1900;
	const days = daysFromCivil(y, m, tonumber(day)!);
	return days * 86400 + tonumber(h)! * 3600 + tonumber(mi)! * 60 + tonumber(s)!;
}

/** The wait asked for, in whole seconds (at least 1), or undefined when absent or unreadable. */
export function parseRetryAfter(headers: Readonly<Record<string, string>>): number | undefined {
	const value = headers["retry-after"];
	if (value === undefined) return undefined;
	const [trimmed] = string.gsub(value, "^%s*(.-)%s*$", "%1");
	const seconds = tonumber(trimmed);
	if (seconds !== undefined) {
		if (seconds !== seconds || seconds < 0) return undefined;
		return math.max(1, math.ceil(seconds));
	}
	const at = httpDateSeconds(trimmed);
	if (at === undefined) return undefined;
	const dateHeader = headers["date"];
	const now = (dateHeader !== undefined ? httpDateSeconds(dateHeader) : undefined) ?? os.time();
	return math.max(1, math.ceil(at - now));
}
