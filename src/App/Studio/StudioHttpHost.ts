/**
 * HttpHost over HttpService:RequestAsync, the one file that talks HTTP in Studio.
 *
 * Why: RequestAsync throws on timeouts, DNS failures, refused permission and disabled HTTP;
 * the pcall turns that into a value. Response header names are lower-cased (as Studio
 * returns them, and as the error mapper expects whichever transport answered).
 */
import { HttpService } from "@rbxts/services";
import { HttpHost, HttpOutcome, HttpRequest } from "Shared/Hosts";
import { requestTimeoutOption } from "Core/Api/RequestTimeout";

export class StudioHttpHost implements HttpHost {
	request(request: HttpRequest): HttpOutcome {
		// @rbxts/types lacks RequestAsync's `Timeout` field: this is the one narrow cast.
		const options = {
			Url: request.url,
			Method: request.method,
			Headers: request.headers,
			Body: request.method === "GET" ? undefined : request.body,
			// Bounded by the documented default (see RequestTimeout); omitted means that default.
			Timeout: requestTimeoutOption(request.timeout),
		} as unknown as RequestAsyncRequest;
		const [success, result] = pcall(() => HttpService.RequestAsync(options));
		if (!success) return { ok: false, error: tostring(result) };
		const headers: Record<string, string> = {};
		for (const [name, value] of pairs(result.Headers)) headers[string.lower(name)] = value;
		return {
			ok: true,
			response: {
				statusCode: result.StatusCode,
				statusMessage: result.StatusMessage,
				headers,
				body: result.Body,
			},
		};
	}
}
