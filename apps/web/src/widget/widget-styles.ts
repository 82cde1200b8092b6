/** Styles inside the widget's shadow root: the host page's CSS cannot reach them, nor they the page. */
export const widgetStyles = `
:host { all: initial; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.bubble { position: fixed; right: 20px; bottom: 20px; width: 56px; height: 56px; border-radius: 50%;
  border: none; background: var(--wc-color); color: #fff; cursor: pointer; z-index: 2147483646;
  box-shadow: 0 4px 14px rgba(0,0,0,.25); display: grid; place-items: center; transition: transform .15s; }
.bubble:hover { transform: scale(1.06); }
.bubble svg { width: 28px; height: 28px; fill: currentColor; }
:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
.window { position: fixed; right: 20px; bottom: 88px; width: min(370px, calc(100vw - 24px));
  height: min(540px, calc(100vh - 110px)); background: #fff; color: #1f2933; border-radius: 12px;
  box-shadow: 0 8px 30px rgba(0,0,0,.3); display: flex; flex-direction: column; overflow: hidden;
  z-index: 2147483647; transition: opacity .15s, transform .15s; }
.window[hidden] { display: none; }
header { background: var(--wc-color); color: #fff; padding: 12px 14px; display: flex; align-items: center; gap: 8px; }
header h2 { font-size: 16px; margin: 0; flex: 1; }
header button { background: transparent; border: none; color: inherit; font-size: 22px; cursor: pointer; line-height: 1; }
.log { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; background: #f5f7fa; }
.msg { max-width: 80%; padding: 8px 10px; border-radius: 10px; white-space: pre-wrap; word-wrap: break-word; font-size: 14px; }
.msg.agent { align-self: flex-start; background: #fff; border: 1px solid #e4e7eb; }
.msg.visitor { align-self: flex-end; background: var(--wc-color); color: #fff; }
.msg.failed { opacity: .6; border: 1px dashed #c00; }
.msg .who { display: block; font-size: 11px; font-weight: 600; opacity: .75; margin-bottom: 2px; }
.msg img { max-width: 100%; border-radius: 6px; display: block; }
.msg a { color: inherit; }
.msg code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
.status { font-size: 12px; color: #52606d; padding: 0 12px; min-height: 18px; }
form { display: flex; align-items: flex-end; gap: 4px; padding: 8px; border-top: 1px solid #e4e7eb; position: relative; }
textarea { flex: 1; resize: none; border: 1px solid #cbd2d9; border-radius: 8px; padding: 8px; font-size: 14px; max-height: 96px; }
form button { border: none; background: transparent; font-size: 20px; cursor: pointer; padding: 6px; border-radius: 6px; color: #3e4c59; }
form button.send { background: var(--wc-color); color: #fff; font-size: 14px; padding: 8px 12px; }
.emoji { position: absolute; bottom: 52px; left: 8px; background: #fff; border: 1px solid #cbd2d9; border-radius: 8px;
  padding: 6px; display: grid; grid-template-columns: repeat(8, 1fr); gap: 2px; box-shadow: 0 4px 14px rgba(0,0,0,.15); }
.emoji[hidden] { display: none; }
.emoji button { font-size: 20px; padding: 4px; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
@media (prefers-reduced-motion: reduce) { *, .bubble, .window { transition: none !important; animation: none !important; } }
`;
