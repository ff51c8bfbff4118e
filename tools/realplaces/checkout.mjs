// @ts-check
/**
 * `node tools/realplaces/checkout.mjs [--list games.json|smoke.json] [--mirror DIR] [--dest DIR] [name...]`:
 * re-creates the working trees of the real games listed in tests/fixtures/realplaces/games.json
 * (or the smoke-tested projects of smoke.json), each at
 * its pinned commit, from a bare git snapshot of the repository.
 *
 * Why: the repository keeps only the labelled requests, instance paths and the repo+commit
 * of each game, never the games' code; the benches and `npm run realplace` need the code.
 * A snapshot is a bare git directory holding the pinned commit, found at
 * `<mirror>/<owner>+<name>/repo` (the layout the snapshot tool uses; default mirror
 * /work/.mirror), its `repo/.git`, or `<mirror>/<owner>+<name>`. Trees land in `<dest>/<name>`
 * (default /tmp/lux-realplaces); an existing tree is replaced.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const args = process.argv.slice(2);
const opt = (/** @type {string} */ name, /** @type {string} */ fallback) => {
	const i = args.indexOf(`--${name}`);
	if (i < 0) return fallback;
	const value = args[i + 1];
	args.splice(i, 2);
	return value;
};
const mirror = path.resolve(opt("mirror", process.env.LUX_MIRROR ?? "/work/.mirror"));
const dest = path.resolve(opt("dest", process.env.LUX_REALPLACES ?? "/tmp/lux-realplaces"));
// --list smoke.json: the projects only smoke-tested by realplace (no labelled queries).
const list = opt("list", "games.json");
/** @type {{ name: string, repo: string, commit: string }[]} */
const games = JSON.parse(fs.readFileSync(path.join(REPO, "tests/fixtures/realplaces", list), "utf8"));
const wanted = args.length ? games.filter((g) => args.includes(g.name)) : games;
if (args.length && wanted.length !== args.length) {
	console.error(`unknown game(s): ${args.filter((a) => !games.some((g) => g.name === a)).join(", ")}`);
	process.exit(2);
}
let failed = 0;
for (const game of wanted) {
	const key = game.repo.replace("/", "+");
	// Some snapshots arrive as a work-tree-less clone (`repo/.git`) rather than a bare directory.
	const gitDir = [
		path.join(mirror, key, "repo"),
		path.join(mirror, key, "repo", ".git"),
		path.join(mirror, key),
	].find((d) => fs.existsSync(path.join(d, "HEAD")));
	if (!gitDir) {
		console.error(`${game.name}: no snapshot of ${game.repo} under ${mirror} (bring it first, then re-run)`);
		failed++;
		continue;
	}
	try {
		execFileSync("git", ["--git-dir", gitDir, "cat-file", "-e", `${game.commit}^{commit}`]);
	} catch {
		console.error(`${game.name}: the snapshot at ${gitDir} does not hold commit ${game.commit}`);
		failed++;
		continue;
	}
	const target = path.join(dest, game.name);
	fs.rmSync(target, { recursive: true, force: true });
	fs.mkdirSync(target, { recursive: true });
	let absent = [];
	try {
		const archive = execFileSync("git", ["--git-dir", gitDir, "archive", "--format=tar", game.commit], {
			maxBuffer: 1 << 30,
			stdio: ["ignore", "pipe", "ignore"],
		});
		execFileSync("tar", ["-x", "-C", target], { input: archive });
	} catch {
		// A snapshot may list its largest files without holding them: write the others one by one.
		absent = extractPresent(gitDir, game.commit, target);
	}
	console.log(
		`${game.name}: ${game.repo}@${game.commit.slice(0, 12)} -> ${target}` +
			(absent.length
				? ` (${absent.length} files absent from the snapshot: ${absent.slice(0, 3).join(", ")})`
				: ""),
	);
}
process.exit(failed ? 1 : 0);

/** Writes every file of `commit` the snapshot holds under `target`; returns the paths it lacks. */
function extractPresent(/** @type {string} */ gitDir, /** @type {string} */ commit, /** @type {string} */ target) {
	const listing = execFileSync("git", ["--git-dir", gitDir, "ls-tree", "-r", "-z", commit], {
		maxBuffer: 1 << 28,
	}).toString();
	const absent = [];
	for (const entry of listing.split("\0").filter(Boolean)) {
		const [meta, file] = entry.split("\t");
		const [mode, type, sha] = meta.split(" ");
		if (type !== "blob") continue;
		const out = path.join(target, file);
		fs.mkdirSync(path.dirname(out), { recursive: true });
		try {
			const data = execFileSync("git", ["--git-dir", gitDir, "cat-file", "blob", sha], {
				maxBuffer: 1 << 30,
				stdio: ["ignore", "pipe", "ignore"],
			});
			if (mode === "120000") fs.symlinkSync(data.toString(), out);
			else fs.writeFileSync(out, data);
		} catch {
			absent.push(file);
		}
	}
	return absent;
}
