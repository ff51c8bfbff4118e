/**
 * A name linking two scripts counts by the rarest word of the request it holds: the component
 * the request is about imports `selectPlayerBalance` and `PrimaryButton`; "balance" is rare in
 * the place and "button" common, so the selector's file ranks above the button's.
 *
 * Why: on the roblox-ts game a buy button importing a dozen names lent each the same share,
 * and the shared button component (named by the common "button") held the place the balance
 * selector (named by the rare "balance") needed.
 */
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

const ACT_BUTTON = [
	`import { PrimaryButton } from "client/ui/primary-button";`,
	`import { selectPlayerBalance } from "shared/saves/save-selectors";`,
	"export function ActButton(props: { skin: string }) {",
	"\tconst balance = useSelector(selectPlayerBalance(USER));",
	"\treturn <PrimaryButton onClick={() => remotes.buySkin.fire(props.skin)} />;",
	"}",
].join("\n");

export = () => {
	if (LuxSim === undefined) return;
	it("lends more along a name holding a rare word of the request than along one holding a common word", () => {
		const ranked = withIndexedPlace(
			"NamedLinkPlace",
			(holder) => {
				const rs = folder("ReplicatedStorage", holder);
				module("act-button", folder("skins", rs), ACT_BUTTON);
				module(
					"primary-button",
					folder("ui", rs),
					"export function PrimaryButton(props: Props) {\n\treturn props;\n}",
				);
				module(
					"save-selectors",
					folder("saves", rs),
					"export const selectPlayerBalance = (id: string) => (state: State) => state.saves[id]?.value;",
				);
				// "button" is common in the place (a third of its scripts); "balance" is in one.
				const menus = folder("menus", rs);
				for (let i = 0; i < 36; i++)
					module(`menu-${i}`, menus, `export function Menu${i}() {\n\treturn button${i}.close();\n}`);
				const other = folder("other", rs);
				for (let i = 0; i < 100; i++) module(`part-${i}`, other, `export const PART_${i} = ${i};`);
			},
			(_, selector) =>
				rankedPaths(selector, "Someone can buy a skin without enough balance using the buy button"),
		);
		const selectorAt = ranked.indexOf("ReplicatedStorage.saves.save-selectors");
		const buttonAt = ranked.indexOf("ReplicatedStorage.ui.primary-button");
		if (selectorAt < 0 || (buttonAt >= 0 && buttonAt < selectorAt))
			error(`the selector is not above the button:\n${ranked.join("\n")}`);
	});
};
