/** Markdown: assistant Markdown to Studio RichText blocks and code blocks. */
export { MarkdownBlock, parseMarkdown, inlineToRich, escapeRich } from "./Markdown";
