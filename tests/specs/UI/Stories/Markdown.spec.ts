/** Assistant Markdown to Studio RichText (src/UI/Markdown). */
import { escapeRich, inlineToRich, parseMarkdown } from "UI/Markdown";

export = () => {
	it("turns bold, italic, inline code and links into RichText", () => {
		expect(inlineToRich("**a** *b* `c*d*` [t](u)")).to.equal(
			'<b>a</b> <i>b</i> <font face="RobotoMono">c*d*</font> <u>t</u> (u)',
		);
	});

	it("escapes markup characters so a stray < never breaks the label", () => {
		expect(escapeRich('a < b & "c"')).to.equal("a &lt; b &amp; &quot;c&quot;");
		expect(inlineToRich("x < y")).to.equal("x &lt; y");
	});

	it("splits fenced code into its own block with its language, and list items into items", () => {
		const blocks = parseMarkdown(
			"# Title\n- one\n  - **two**\n1. three\n```lua\nlocal x = 1 -- **not bold**\n```\nafter",
		);
		expect(blocks.size()).to.equal(6);
		expect(blocks[0].kind).to.equal("text");
		const first = blocks[0] as { rich: string };
		expect(first.rich.find("<b><font size=", 1, true)[0] !== undefined).to.equal(true);
		// Items carry marker and depth apart from the text, for a hanging indent (issue 18).
		const [one, two, three] = [blocks[1], blocks[2], blocks[3]] as {
			kind: string;
			depth: number;
			marker: string;
			rich: string;
		}[];
		expect(`${one.kind} ${one.depth} ${one.marker} ${one.rich}`).to.equal("item 0 • one");
		expect(`${two.depth} ${two.marker} ${two.rich}`).to.equal("1 • <b>two</b>");
		expect(`${three.marker} ${three.rich}`).to.equal("1. three");
		const code = blocks[4] as { kind: string; language: string; code: string };
		expect(code.kind).to.equal("code");
		expect(code.language).to.equal("lua");
		expect(code.code).to.equal("local x = 1 -- **not bold**");
	});

	it("shows an unterminated fence (still streaming) as code so far", () => {
		const blocks = parseMarkdown("text\n```\npartial");
		expect(blocks.size()).to.equal(2);
		expect((blocks[1] as { code: string }).code).to.equal("partial");
	});
};
