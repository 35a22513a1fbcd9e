-- Neovim's built-in LSP client against `qas lsp`: opens the file given on the
-- command line, waits for diagnostics, writes them (line:col:message, 0-based)
-- to $QAS_NVIM_OUT and quits. Run by EditorClientTests:
--   QAS_BINARY=… QAS_NVIM_OUT=… nvim --headless --clean -c "luafile Tests/Editors/neovim_diagnostics.lua" FILE.qas
local out = os.getenv("QAS_NVIM_OUT")
local client = vim.lsp.start_client({
  name = "qas",
  cmd = { os.getenv("QAS_BINARY"), "lsp" },
  root_dir = vim.fn.expand("%:p:h"),
})
vim.lsp.buf_attach_client(0, client)
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local lines = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(lines, string.format("%d:%d:%s", d.lnum, d.col, d.message))
end
table.sort(lines)
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 50)
vim.cmd("qa!")
