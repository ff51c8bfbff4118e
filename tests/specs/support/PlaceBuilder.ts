/**
 * Small places for the Context specs: a folder and a ModuleScript with its text, parented.
 *
 * Why one: the ranking specs each build a place shaped like the real game that showed a
 * defect, and four had their own copies of these two helpers.
 */
export function folder(name: string, parent: Instance): Instance {
	const f = new Instance("Folder");
	f.Name = name;
	f.Parent = parent;
	return f;
}

export function module(name: string, parent: Instance, source: string): ModuleScript {
	const m = new Instance("ModuleScript");
	m.Name = name;
	m.Source = source;
	m.Parent = parent;
	return m;
}
