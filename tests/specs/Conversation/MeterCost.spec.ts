/**
 * Cached-token accounting in the cost meter: cached prompt tokens are summed and shown, and
 * when the server reports no cost the meter prices cache reads and writes at the provider's
 * cache rates (Anthropic 0.1x / 1.25x input), not at the full input price. A cost the server
 * reports is used as it is. One rule prices a reply for the loop's cost cap and for the
 * meter (UsageCost.pricesFor, Core's priceUsage): a real conversation shows that price.
 */
import { cacheReadShareFor, SETTING_KEYS, Usage } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { Conversation } from "Conversation";
import { addReply } from "Conversation/Meters";
import { cacheRatesFor, costOf, pricesFor, usagePrices } from "Conversation/UsageCost";
import { MemorySettings } from "../support/MemorySettings";
import { PanelFakeTools } from "../support/PanelFakeTools";
import { loadTurns, PANEL_KEY, server, waitFor } from "../support/PanelHarness";

const SONNET_IN = 3 / 1e6;
const SONNET_OUT = 15 / 1e6;

function usage(prompt: number, cached: number, written: number, completion: number, cost?: number): Usage {
	return {
		promptTokens: prompt,
		completionTokens: completion,
		cachedTokens: cached,
		cacheWriteTokens: written,
		reasoningTokens: 0,
		cost,
	};
}

function near(a: number, b: number): boolean {
	return math.abs(a - b) < 1e-12;
}

export = () => {
	it("prices cache reads at 0.1x and writes at 1.25x the input price for Anthropic models", () => {
		const prices = usagePrices("anthropic/claude-sonnet-4.5", SONNET_IN, SONNET_OUT);
		// 10,000 prompt tokens: 8,000 read from the cache, 1,500 written, 500 plain; 200 out.
		const cost = costOf(usage(10000, 8000, 1500, 200), prices);
		const expected = 500 * SONNET_IN + 8000 * SONNET_IN * 0.1 + 1500 * SONNET_IN * 1.25 + 200 * SONNET_OUT;
		expect(near(cost, expected)).to.equal(true);
		// Far below the same tokens at the full input price.
		expect(cost < (10000 * SONNET_IN + 200 * SONNET_OUT) * 0.5).to.equal(true);
		expect(cacheRatesFor("openai/gpt-4.1").write).to.equal(1);
	});

	it("sums cached tokens and computes the cost when the server reports none", () => {
		const prices = usagePrices("anthropic/claude-sonnet-4.5", SONNET_IN, SONNET_OUT);
		let meters = addReply({ conversation: { tokens: 0 } }, usage(2000, 0, 1800, 100), prices);
		meters = addReply(meters, usage(2600, 1800, 700, 80), prices);
		expect(meters.conversation.tokens).to.equal(2000 + 100 + 2600 + 80);
		expect(meters.conversation.cachedTokens).to.equal(1800);
		expect(meters.lastReply!.cachedTokens).to.equal(1800);
		const first = 200 * SONNET_IN + 1800 * SONNET_IN * 1.25 + 100 * SONNET_OUT;
		const second = 100 * SONNET_IN + 1800 * SONNET_IN * 0.1 + 700 * SONNET_IN * 1.25 + 80 * SONNET_OUT;
		expect(near(meters.lastReply!.cost!, second)).to.equal(true);
		expect(near(meters.conversation.cost!, first + second)).to.equal(true);
	});

	it("uses the server's cost when it reports one, and shows no cost without prices", () => {
		const prices = usagePrices("anthropic/claude-sonnet-4.5", SONNET_IN, SONNET_OUT);
		const reported = addReply({ conversation: { tokens: 0 } }, usage(1000, 900, 0, 10, 0.0042), prices);
		expect(reported.lastReply!.cost).to.equal(0.0042);
		const unpriced = addReply({ conversation: { tokens: 0 } }, usage(1000, 900, 0, 10));
		expect(unpriced.lastReply!.cost).to.equal(undefined);
		expect(unpriced.conversation.cachedTokens).to.equal(900);
	});

	it("prices a reply from the model list only when the list priced the model, with the list's cache prices", () => {
		const listed = {
			contextLength: 200000,
			id: "anthropic/claude-sonnet-4.5",
			name: "Claude Sonnet 4.5",
			promptPrice: 3,
			completionPrice: 15,
			cacheReadPrice: 0.3,
			cacheWritePrice: 3.75,
			priced: true,
		};
		const unpriced = {
			id: "local/model",
			name: "local/model",
			contextLength: 8192,
			promptPrice: 0,
			completionPrice: 0,
		};
		const prices = pricesFor([listed, unpriced], listed.id)!;
		expect(near(prices.cacheRead, 0.3e-6)).to.equal(true);
		expect(near(prices.cacheWrite, 3.75e-6)).to.equal(true);
		// An unpriced model is not free: its cost is unknown, so the meter shows no figure.
		expect(pricesFor([listed, unpriced], unpriced.id)).to.equal(undefined);
		const meters = addReply(
			{ conversation: { tokens: 0 } },
			usage(1000, 0, 0, 10),
			pricesFor([unpriced], unpriced.id),
		);
		expect(meters.lastReply!.cost).to.equal(undefined);
	});

	it("a cache price assumed for the provider prices a reply but does not tell history compression the model caches", () => {
		const noCache = {
			id: "meta-llama/llama-3.3-70b-instruct",
			name: "Llama",
			contextLength: 131072,
			promptPrice: 0.1,
			completionPrice: 0.3,
			priced: true,
		};
		const withCache = { ...noCache, id: "deepseek/deepseek-chat", cacheReadPrice: 0.01 };
		const assumed = pricesFor([noCache, withCache], noCache.id)!;
		// The reply is still priced with the provider ratio...
		expect(near(assumed.cacheRead, 0.05e-6)).to.equal(true);
		// ...but the compressor is not told to keep twice the history for cheap cache reads.
		expect(cacheReadShareFor({ model: noCache.id, pricing: assumed })).to.equal(undefined);
		const listed = pricesFor([noCache, withCache], withCache.id)!;
		expect(near(cacheReadShareFor({ model: withCache.id, pricing: listed })!, 0.1)).to.equal(true);
	});

	it("a conversation's meter prices an unpriced reply's cached tokens at the cache rate, as the loop's cap does", () => {
		// The scripted server lists scripted/model at $1 / $2 per million, with no cache prices:
		// cache reads then cost the provider's ratio (0.5x for an unknown provider), not the full input price.
		loadTurns({
			turns: [
				{
					reply: {
						content: "Done.",
						usage: { prompt_tokens: 1000, cached_tokens: 800, completion_tokens: 10 },
					},
				},
			],
		});
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
		const c = new Conversation({
			settings,
			http: new StudioHttpHost(),
			clock: new StudioClockHost(),
			tools: new PanelFakeTools(),
			placeKey: "meter-cost-spec",
		});
		c.loadModels(`${server()}/api/v1`);
		waitFor("the model list", () => c.getState().models.size() > 0);
		c.send("Price this");
		waitFor("the answer", () => !c.getState().running && c.getState().meters.lastReply !== undefined);
		const expected = 200 * 1e-6 + 800 * 0.5e-6 + 10 * 2e-6;
		expect(near(c.getState().meters.lastReply!.cost!, expected)).to.equal(true);
		c.destroy();
	});
};
