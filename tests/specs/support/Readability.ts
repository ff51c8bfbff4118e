/**
 * What a user could not read in a drawn panel (LuxSim.dumpGui): text that does not fit its
 * box (cut, or wrapped past its bottom), a text box pushed past the edge that clips it, and
 * text under 4.5:1 contrast on what is drawn behind it.
 *
 * Why from the dump: it is what the renderer draws (rectangles, clip rectangles, colours,
 * back-to-front order), so the check sees the same panel the pictures show.
 */
import { contrastRatio, MIN_TEXT_CONTRAST } from "UI/Theme";

interface Rect {
	readonly x: number;
	readonly y: number;
	readonly w: number;
	readonly h: number;
}

type Entry = LuxSimDumpEntry & {
	readonly textArea?: Rect;
	readonly textBounds?: { w: number; h: number };
	readonly clip?: Rect;
	readonly markup?: string;
	readonly textTransparency?: number;
};

const SLACK = 0.5;

function colour(c: { r: number; g: number; b: number }): Color3 {
	return Color3.fromRGB(c.r, c.g, c.b);
}

function contains(r: Rect, x: number, y: number): boolean {
	return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

/** The colour drawn behind entry `i`: itself if opaque, else the last opaque entry under its centre. */
function backdrop(entries: ReadonlyArray<Entry>, i: number): Color3 | undefined {
	const e = entries[i];
	const cx = e.x + e.w / 2;
	const cy = e.y + math.min(e.h, 20) / 2;
	for (let j = i; j >= 0; j--) {
		const b = entries[j];
		if (b.backgroundColor !== undefined && (b.backgroundTransparency ?? 1) < 0.5 && contains(b, cx, cy))
			return colour(b.backgroundColor);
	}
	return undefined;
}

/** Text colours of an entry: its own, and every <font color="#rrggbb"> in its markup. */
function textColours(e: Entry): Color3[] {
	const out = [colour(e.textColor!)];
	if (e.markup !== undefined)
		for (const [hex] of e.markup.gmatch('color="#(%x%x%x%x%x%x)"')) out.push(Color3.fromHex(hex as string));
	return out;
}

/**
 * Text past the clip edge of a frame that scrolls sideways (a code block's long line) is
 * reachable when the frame's canvas holds it: the user scrolls to it.
 */
function reachableSideways(instance: Instance, e: Rect): boolean {
	const scroller = instance.FindFirstAncestorWhichIsA("ScrollingFrame");
	if (scroller === undefined || scroller.ScrollingDirection === Enum.ScrollingDirection.Y) return false;
	const left = scroller.AbsolutePosition.X - scroller.CanvasPosition.X;
	return e.x >= left - SLACK && e.x + e.w <= left + scroller.AbsoluteCanvasSize.X + SLACK;
}

export function readabilityProblems(root: Instance, label: string): string[] {
	const [dump, instances] = LuxSim!.dumpGui(root);
	const entries = dump as unknown as Entry[];
	const problems = new Array<string>();
	entries.forEach((e, i) => {
		if (e.text === undefined || e.text === "" || e.textArea === undefined || e.textBounds === undefined) return;
		const where = `${label}: ${e.class} "${e.text.sub(1, 40)}" (${e.path})`;
		const area = e.textArea;
		if (e.textBounds.w > area.w + SLACK || e.textBounds.h > area.h + SLACK)
			problems.push(
				`${where} does not fit: text ${e.textBounds.w}x${e.textBounds.h} in ${math.floor(area.w)}x${math.floor(area.h)}`,
			);
		const clip = e.clip;
		const instance = instances[i];
		if (
			clip !== undefined &&
			(e.x < clip.x - SLACK || e.x + e.w > clip.x + clip.w + SLACK) &&
			!reachableSideways(instance, e)
		)
			problems.push(
				`${where} runs past the edge that clips it (x ${e.x}..${e.x + e.w}, clip ${clip.x}..${clip.x + clip.w})`,
			);
		// Disabled controls are exempt from the minimum (WCAG 1.4.3), as Studio dims them.
		if (instance.IsA("TextButton") && !instance.Active) return;
		const bg = backdrop(entries, i);
		if (bg === undefined || (e.textTransparency ?? 0) > 0) return;
		for (const fg of textColours(e)) {
			const ratio = contrastRatio(fg, bg);
			if (ratio < MIN_TEXT_CONTRAST - 0.005)
				problems.push(`${where} contrast ${string.format("%.2f", ratio)}:1 (#${fg.ToHex()} on #${bg.ToHex()})`);
		}
	});
	return problems;
}
