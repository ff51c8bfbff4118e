/**
 * Studio's `loadstring` as plugins see it: compiles only, returns the function or nil and
 * the syntax error. @rbxts/types does not declare it; Verification uses it for syntax checks.
 * https://create.roblox.com/docs/reference/engine/globals/LuaGlobals#loadstring
 */
declare function loadstring(source: string, chunkName?: string): LuaTuple<[Callback | undefined, string | undefined]>;
