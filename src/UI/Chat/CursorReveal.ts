/**
 * Scrolls the message box's window so the line with the cursor is in view.
 *
 * Why: past MAX_INPUT_HEIGHT the box's text is taller than its window (a ScrollingFrame),
 * and a TextBox does not scroll its own lines: without this, typing or moving the cursor
 * below the window's last line edits text the user cannot see. A cursor at the end is on the
 * last line; elsewhere its line is found by measuring the text before it at the box's width
 * (the theme's TextService measure), so typing at the end costs no measuring.
 */
import { TextBounds } from "../Theme";

/** `padX`, `padY`: the box's padding at each side of its text, and above and below it. */
export function revealCursor(box: TextBox, scroller: ScrollingFrame, measure: TextBounds, padX: number, padY: number) {
	const cursor = box.CursorPosition;
	if (cursor < 1) return;
	const text = box.Text;
	// CursorPosition counts characters; sub counts bytes.
	const at = utf8.offset(text, cursor) ?? text.size() + 1;
	let bottom: number;
	if (at > text.size()) bottom = box.AbsoluteSize.Y - padY;
	else {
		// A trailing newline starts a line the measure only counts once it holds a glyph.
		const before = `${text.sub(1, at - 1)} `;
		const width = math.max(1, box.AbsoluteSize.X - 2 * padX);
		bottom = padY + measure(before, box.TextSize, box.Font, new Vector2(width, math.huge)).Y;
	}
	const top = bottom - box.TextSize;
	const shown = scroller.AbsoluteSize.Y;
	const y = scroller.CanvasPosition.Y;
	if (bottom + padY > y + shown) scroller.CanvasPosition = new Vector2(0, bottom + padY - shown);
	else if (top - padY < y) scroller.CanvasPosition = new Vector2(0, math.max(0, top - padY));
}
