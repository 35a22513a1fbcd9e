// A JSON-RPC connection to a language server over a child process's standard
// input and output, with LSP's Content-Length framing. It knows nothing of
// VS Code (the tests drive it with plain Node against `qas lsp`).
"use strict";
const { spawn } = require("child_process");

class LspConnection {
  /** Starts `command args` and reads its messages. */
  constructor(command, args, options = {}) {
    this.process = spawn(command, args, { stdio: ["pipe", "pipe", "ignore"], ...options });
    this.nextId = 1;
    this.pending = new Map();
    this.handlers = new Map();
    this.buffer = Buffer.alloc(0);
    this.exited = new Promise((resolve) => this.process.on("exit", (code) => resolve(code)));
    this.process.on("error", (error) => this.failAll(error));
    this.process.on("exit", () => this.failAll(new Error(`${command} exited`)));
    this.process.stdout.on("data", (chunk) => this.receive(chunk));
  }

  /** Calls `handler(params)` for each notification `method` from the server. */
  onNotification(method, handler) {
    this.handlers.set(method, handler);
  }

  /** Sends a request; resolves with its result, rejects with its error. */
  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ jsonrpc: "2.0", id, method, params });
    });
  }

  notify(method, params) {
    this.send({ jsonrpc: "2.0", method, params });
  }

  send(message) {
    const body = Buffer.from(JSON.stringify(message), "utf8");
    if (!this.process.stdin.writable) return;
    this.process.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]));
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const header = this.buffer.slice(0, end).toString("ascii");
      const match = /content-length:\s*(\d+)/i.exec(header);
      const length = match ? Number(match[1]) : 0;
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.slice(end + 4, end + 4 + length).toString("utf8");
      this.buffer = this.buffer.slice(end + 4 + length);
      let message;
      try { message = JSON.parse(body); } catch { continue; }
      this.dispatch(message);
    }
  }

  dispatch(message) {
    if (message.id !== undefined && message.id !== null && this.pending.has(message.id)) {
      const { resolve, reject } = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else if (message.method && this.handlers.has(message.method)) {
      this.handlers.get(message.method)(message.params);
    }
  }

  failAll(error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  /** `shutdown`, then `exit`; resolves with the server's exit status. */
  async stop() {
    try { await this.request("shutdown", null); } catch { /* already gone */ }
    this.notify("exit", null);
    return this.exited;
  }
}

module.exports = { LspConnection };
