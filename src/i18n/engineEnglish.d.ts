// vite.config.ts `engineEnglishOut`: the English of the engine's messages, id → ICU message.
declare module 'virtual:engine-english' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
