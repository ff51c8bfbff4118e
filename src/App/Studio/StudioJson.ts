/**
 * JSON through HttpService:JSONEncode / JSONDecode (creator-docs HttpService.yaml), the codec
 * every layer's decodeJson / encodeJson uses once App/Studio is loaded (Shared/Json).
 *
 * Why here: HttpService is reached through game:GetService, which only src/App/Studio may do.
 */
import { HttpService } from "@rbxts/services";
import { JsonCodec, useJsonCodec } from "Shared/Json";

export const studioJson: JsonCodec = {
	decode(text) {
		return HttpService.JSONDecode(text);
	},
	encode(value) {
		return HttpService.JSONEncode(value);
	},
};

/** Makes HttpService's codec the one Shared/Json uses (App/Studio's index does this on load). */
export function installStudioJson(): void {
	useJsonCodec(studioJson);
}
