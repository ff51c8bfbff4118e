import { FuzzVm } from "./FuzzVm.mjs";
import { checkSession } from "./Oracle.mjs";
const S = ["Workspace","ServerScriptService","ReplicatedStorage","ServerStorage","StarterGui","StarterPlayer","Lighting"];
const vm = await FuzzVm.boot();
const own = { c: "Folder", n: "Lux", ch: [] };
const base = { Workspace: [{ c: "Part", n: "Lamp", p: { Anchored: true } }, { c: "Model", n: "Tower", ch: [{ c: "Model", n: "Floor", ch: [{ c: "Part", n: "Brick" }] }] }] };
const pol = { t: "policy", categories: [], services: {}, maxAutoDelete: 10 };
const sessions = {
  undoNonShown: [pol, { t: "turn" }, { t: "call", call: { id: "a", name: "set_properties", args: { path: "Workspace.Lamp", properties: { Transparency: 0.5 } } } }, { t: "approve", k: 0 }, { t: "edit", edit: { pick: 0, of: "BasePart", field: "prop", name: "CastShadow", value: true } }, { t: "undo", confirmed: false }],
  undoShown: [pol, { t: "turn" }, { t: "call", call: { id: "a", name: "set_properties", args: { path: "Workspace.Lamp", properties: { Transparency: 0.5 } } } }, { t: "approve", k: 0 }, { t: "edit", edit: { pick: 0, of: "BasePart", field: "prop", name: "Anchored", value: false } }, { t: "undo", confirmed: false }],
  staleDeep: [pol, { t: "turn" }, { t: "call", call: { id: "a", name: "delete_instance", args: { path: "Workspace.Tower" } } }, { t: "edit", edit: { pick: 1, of: "BasePart", field: "prop", name: "CastShadow", value: true } }, { t: "approve", k: 0 }],
  undoDeleteEdit: [pol, { t: "turn" }, { t: "call", call: { id: "a", name: "move_instance", args: { path: "Workspace.Tower", new_parent: "ReplicatedStorage" } } }, { t: "approve", k: 0 }, { t: "edit", edit: { pick: 1, of: "BasePart", field: "prop", name: "CastShadow", value: true } }, { t: "undo", confirmed: false }],
  gameWorkspace: [{ ...pol, services: { Workspace: ["create"] } }, { t: "turn" }, { t: "call", call: { id: "a", name: "create_instance", args: { parent: "game", class_name: "Folder", name: "Workspace" } } }],
  nanProp: [{ ...pol, categories: ["property"] }, { t: "turn" }, { t: "call", call: { id: "a", name: "set_properties", args: { path: "Workspace.Lamp", properties: { Transparency: { $num: "nan" } } } } }, { t: "call", call: { id: "a", name: "set_properties", args: { path: "Workspace.Lamp", properties: { Transparency: { $num: "inf" } } } } }],
  sourceProp: [{ ...pol, categories: ["property"] }, { t: "turn" }, { t: "call", call: { id: "a", name: "set_properties", args: { path: "ServerScriptService.Main", properties: { Source: "this is not Luau (" } } } }],
  dupIds: [pol, { t: "chat", text: "go", replies: [{ calls: [{ id: "call_0", name: "get_instance", args: { path: "Workspace.Lamp" } }, { id: "call_0", name: "get_instance", args: { path: "Workspace.Tower" } }] }], decisions: [] }],
};
for (const [name, steps] of Object.entries(sessions)) {
  const session = { key: "sk-or-v1-probe", place: { ...base, ServerScriptService: [{ c: "Script", n: "Main", s: "print(1)\n" }] }, own, steps };
  const rec = await vm.run(session);
  console.log("==", name);
  for (const e of rec.events.slice(1)) console.log("  ", e.kind, e.call?.name ?? e.op?.tool ?? "", e.outcome ? (e.outcome.kind + (e.outcome.isError ? " ERR " : " ") + (e.outcome.content || e.outcome.summary).slice(0, 110).replace(/\n/g, " ")) : e.result ?? "", e.snap ? "(changed)" : "");
  for (const v of checkSession(session, rec, { services: S })) console.log("   !!", v.invariant, v.kind, v.message.slice(0, 160));
  if (name === "dupIds") console.log(rec.requests.at(-1).slice(0, 1500));
}
vm.close();
