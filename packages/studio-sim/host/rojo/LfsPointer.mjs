// @ts-check
/**
 * Git LFS pointers in a checked-out Rojo project.
 *
 * Why: a repository that keeps large files in Git LFS, cloned without `git lfs pull`, holds a
 * three-line pointer (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md) in place of each
 * such file. Rojo reads the pointer's text as the file: a JSON data module then fails to parse and
 * stops the whole build, a script holds three lines that are not Lua. Neither says anything of the
 * real file, so a loader that skips what is not there names the pointer in a warning and leaves it out.
 */
import fs from "node:fs";

/** The first bytes of every Git LFS pointer file. */
export const LFS_POINTER = "version https://git-lfs";

/** Whether `file` starts as a Git LFS pointer does. @param {string} file */
export function isLfsPointer(file) {
	const fd = fs.openSync(file, "r");
	try {
		const head = Buffer.alloc(LFS_POINTER.length);
		return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.toString("latin1") === LFS_POINTER;
	} finally {
		fs.closeSync(fd);
	}
}

/**
 * With `skipBroken`, a pointer is warned about and left out; returns whether `file` was.
 * @param {{ skipBroken?: boolean, warn: (message: string) => void }} ctx @param {string} file
 */
export function leftOutAsLfsPointer(ctx, file) {
	if (!ctx.skipBroken || !isLfsPointer(file)) return false;
	ctx.warn(`${file}: is a Git LFS pointer, not the file: fetch it with \`git lfs pull\`; left out`);
	return true;
}
