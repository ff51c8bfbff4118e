/**
 * Converts between Roblox values and what the model reads and writes (JSON).
 *
 * Why: the model only speaks JSON, and a property's meaning depends on its type. The type is
 * taken from the property's current value (or a fresh instance's default), so `[0, 5, 0]`
 * becomes a Vector3 for Position and a Color3 for Color, `"Neon"` an Enum.Material, a path an
 * Instance reference. describeValue is also what previews and fingerprints print, so it is
 * exact enough to tell any two different values apart.
 */
import { Result, ok, err } from "Shared/Result";
import { resolvePath, displayPath } from "./PathResolver";

function num(n: number): string {
	if (n === math.floor(n) && math.abs(n) < 1e15) return string.format("%d", n);
	return string.format("%.6g", n);
}

/** Compact, exact-enough text for a value: "Vector3(0, 5, 0)", "Enum.Material.Neon", "Workspace.Base". */
export function describeValue(value: unknown, root: Instance): string {
	if (value === undefined) return "nil";
	if (typeIs(value, "string")) return string.format("%q", value);
	if (typeIs(value, "number")) return num(value);
	if (typeIs(value, "boolean")) return value ? "true" : "false";
	if (typeIs(value, "Vector3")) return `Vector3(${num(value.X)}, ${num(value.Y)}, ${num(value.Z)})`;
	if (typeIs(value, "Vector2")) return `Vector2(${num(value.X)}, ${num(value.Y)})`;
	if (typeIs(value, "Color3"))
		return `Color3(${num(math.round(value.R * 255))}, ${num(math.round(value.G * 255))}, ${num(math.round(value.B * 255))})`;
	if (typeIs(value, "UDim")) return `UDim(${num(value.Scale)}, ${num(value.Offset)})`;
	if (typeIs(value, "UDim2"))
		return `UDim2(${num(value.X.Scale)}, ${num(value.X.Offset)}, ${num(value.Y.Scale)}, ${num(value.Y.Offset)})`;
	if (typeIs(value, "CFrame")) {
		const parts = value.GetComponents().map(num);
		return `CFrame(${parts.join(", ")})`;
	}
	if (typeIs(value, "EnumItem")) return tostring(value);
	if (typeIs(value, "BrickColor")) return `BrickColor(${value.Name})`;
	if (typeIs(value, "NumberRange")) return `NumberRange(${num(value.Min)}, ${num(value.Max)})`;
	if (typeIs(value, "Instance"))
		return value.IsDescendantOf(root) || value === root
			? displayPath(root, value)
			: `${value.Name} (not in the place)`;
	return `${typeOf(value)}(${tostring(value)})`;
}

function numbers(json: unknown, count: number): number[] | undefined {
	if (typeIs(json, "table")) {
		const list = json as unknown[];
		if (list.size() !== count) return undefined;
		for (const v of list) if (!typeIs(v, "number")) return undefined;
		return list as number[];
	}
	return undefined;
}

function keyed(json: unknown, keys: string[]): number[] | undefined {
	if (!typeIs(json, "table")) return undefined;
	const map = json as Record<string, unknown>;
	const out: number[] = [];
	for (const k of keys) {
		const v = map[k] ?? map[k.upper()];
		if (!typeIs(v, "number")) return undefined;
		out.push(v);
	}
	return out;
}

function hexColor(text: string): Color3 | undefined {
	const [hex] = text.match("^#(%x%x%x%x%x%x)$");
	if (hex === undefined) return undefined;
	const s = hex as string;
	return Color3.fromRGB(tonumber(s.sub(1, 2), 16)!, tonumber(s.sub(3, 4), 16)!, tonumber(s.sub(5, 6), 16)!);
}

/** The JSON forms accepted for each type, for error messages and tool descriptions. */
export const VALUE_FORMS =
	'Values: numbers, strings and booleans as they are; Vector3 [x,y,z]; Vector2 [x,y]; Color3 [r,g,b] in 0-255 or "#rrggbb"; UDim2 [xScale,xOffset,yScale,yOffset]; UDim [scale,offset]; CFrame [x,y,z] (position) or 12 numbers; enums by item name ("Neon"); BrickColor by name; Instance references by path; NumberRange [min,max].';

/**
 * Converts `json` to the type of `current` (the property's present value). `root` resolves
 * Instance references given as paths.
 */
/** Whether a JSON value holds NaN or an infinity anywhere (`1e999` decodes to inf). */
export function hasNonFinite(json: unknown, depth = 0): boolean {
	if (typeIs(json, "number")) return json !== json || json === math.huge || json === -math.huge;
	if (!typeIs(json, "table") || depth > 8) return false;
	for (const [, v] of pairs(json as object)) if (hasNonFinite(v, depth + 1)) return true;
	return false;
}

export function decodeValue(current: unknown, json: unknown, root: Instance, what: string): Result<unknown> {
	// NaN or inf in a size, position or colour breaks physics and rendering, and NaN never
	// compares equal, so no later check could tell whether it landed.
	if (hasNonFinite(json)) return err(`${what}: numbers must be finite (got NaN or an infinity)`);
	const bad = (expected: string) =>
		err(
			`${what} expects ${expected}, got ${typeIs(json, "table") ? "a JSON array/object" : typeOf(json)} ${typeIs(json, "string") ? string.format("%q", json) : ""}`.gsub(
				"%s+$",
				"",
			)[0],
		);
	const kind = typeOf(current);
	if (kind === "string")
		return typeIs(json, "string") ? ok(json) : typeIs(json, "number") ? ok(tostring(json)) : bad("a string");
	if (kind === "number") return typeIs(json, "number") ? ok(json) : bad("a number");
	if (kind === "boolean") return typeIs(json, "boolean") ? ok(json) : bad("true or false");
	if (kind === "Vector3") {
		const v = numbers(json, 3) ?? keyed(json, ["x", "y", "z"]);
		return v ? ok(new Vector3(v[0], v[1], v[2])) : bad("a Vector3 as [x, y, z]");
	}
	if (kind === "Vector2") {
		const v = numbers(json, 2) ?? keyed(json, ["x", "y"]);
		return v ? ok(new Vector2(v[0], v[1])) : bad("a Vector2 as [x, y]");
	}
	if (kind === "Color3") {
		if (typeIs(json, "string")) {
			const c = hexColor(json);
			return c ? ok(c) : bad('a Color3 as [r, g, b] (0-255) or "#rrggbb"');
		}
		const v = numbers(json, 3) ?? keyed(json, ["r", "g", "b"]);
		if (!v) return bad('a Color3 as [r, g, b] (0-255) or "#rrggbb"');
		for (const c of v) if (c < 0 || c > 255) return err(`${what}: Color3 components are 0-255, got ${num(c)}`);
		return ok(Color3.fromRGB(v[0], v[1], v[2]));
	}
	if (kind === "UDim2") {
		const v = numbers(json, 4);
		return v ? ok(new UDim2(v[0], v[1], v[2], v[3])) : bad("a UDim2 as [xScale, xOffset, yScale, yOffset]");
	}
	if (kind === "UDim") {
		const v = numbers(json, 2);
		return v ? ok(new UDim(v[0], v[1])) : bad("a UDim as [scale, offset]");
	}
	if (kind === "NumberRange") {
		const v = numbers(json, 2);
		return v ? ok(new NumberRange(v[0], v[1])) : bad("a NumberRange as [min, max]");
	}
	if (kind === "CFrame") {
		const p = numbers(json, 3);
		if (p) return ok(new CFrame(p[0], p[1], p[2]));
		const m = numbers(json, 12);
		if (m) return ok(new CFrame(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10], m[11]));
		return bad("a CFrame as [x, y, z] or 12 numbers");
	}
	if (kind === "EnumItem") {
		const enumType = (current as EnumItem).EnumType;
		const items = enumType.GetEnumItems();
		let name: string | undefined;
		if (typeIs(json, "string")) {
			const [, , last] = json.find("([^%.]+)$");
			name = (last as string | undefined) ?? json;
		}
		for (const item of items) if (item.Name === name || item.Value === json) return ok(item);
		const names = items.map((i) => i.Name);
		const listed = names.size() > 30 ? `${names.filter((_, i) => i < 30).join(", ")}, ...` : names.join(", ");
		return err(`${what} expects an item of ${tostring(enumType)}: ${listed}`);
	}
	if (kind === "BrickColor") {
		if (!typeIs(json, "string")) return bad("a BrickColor name");
		const color = new BrickColor(json as never);
		return color.Name === json ? ok(color) : err(`${what}: "${json}" is not a BrickColor name`);
	}
	if (kind === "Instance" || (kind === "nil" && typeIs(json, "string"))) {
		if (!typeIs(json, "string")) return bad("an instance path");
		const target = resolvePath(root, json);
		return target.ok ? ok(target.value) : err(`${what}: ${target.error.message}`);
	}
	if (kind === "nil") return err(`${what} is empty now, so its type is unknown: only instance paths can be set here`);
	return err(`${what} has type ${kind}, which Lux cannot set yet`);
}
