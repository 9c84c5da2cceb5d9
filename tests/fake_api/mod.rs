//! A fake model API on 127.0.0.1 for the real-client tests: it records every request and
//! answers from a script, in the wire format the client speaks (Anthropic Messages, OpenAI
//! Responses, Gemini streamGenerateContent; streamed as server-sent events).
//!
//! The script: the latest prompt marker in a request (`SCRIPT-EDIT`, `SCRIPT-COMMIT`) picks a
//! list of tool calls; the number of tool results after that marker is the step. Past the last
//! step, or with no marker or no tools offered, the answer is a short text.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

/// The protocol a client speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wire {
    Anthropic,
    Responses,
    Gemini,
}

/// One recorded request.
#[derive(Debug, Clone)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub body: String,
}

pub struct FakeApi {
    port: u16,
    requests: Arc<Mutex<Vec<Request>>>,
    stop: Arc<AtomicBool>,
}

struct Script {
    wire: Wire,
    /// The absolute path of the file the script edits.
    file: String,
    ids: AtomicUsize,
}

impl FakeApi {
    pub fn start(wire: Wire, file: &str) -> FakeApi {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1");
        let port = listener.local_addr().unwrap().port();
        let requests = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let script = Arc::new(Script {
            wire,
            file: file.to_string(),
            ids: AtomicUsize::new(0),
        });
        let (reqs, stopping) = (requests.clone(), stop.clone());
        std::thread::spawn(move || {
            for conn in listener.incoming() {
                if stopping.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(conn) = conn else { continue };
                let (reqs, script) = (reqs.clone(), script.clone());
                std::thread::spawn(move || {
                    let _ = serve(conn, &reqs, &script);
                });
            }
        });
        FakeApi {
            port,
            requests,
            stop,
        }
    }

    /// The base URL with `suffix` (e.g. `/v1`).
    pub fn url(&self, suffix: &str) -> String {
        format!("http://127.0.0.1:{}{suffix}", self.port)
    }

    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }

    /// The bodies of the tool-offering requests whose latest prompt marker is `marker`, in
    /// order.
    pub fn bodies_for(&self, marker: &str) -> Vec<String> {
        self.requests()
            .into_iter()
            .filter(|r| latest_marker(&r.body).as_deref() == Some(marker) && offers_tools(&r.body))
            .map(|r| r.body)
            .collect()
    }

    pub fn any_body_contains(&self, text: &str) -> bool {
        self.requests().iter().any(|r| r.body.contains(text))
    }
}

impl Drop for FakeApi {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so it sees the flag.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
    }
}

fn serve(mut conn: TcpStream, reqs: &Mutex<Vec<Request>>, script: &Script) -> std::io::Result<()> {
    conn.set_read_timeout(Some(std::time::Duration::from_secs(30)))?;
    let mut reader = BufReader::new(conn.try_clone()?);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("").to_string();
    let path = parts.next().unwrap_or("").to_string();
    let mut length = 0usize;
    let mut chunked = false;
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h)? == 0 || h == "\r\n" || h == "\n" {
            break;
        }
        let lower = h.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("transfer-encoding:") && lower.contains("chunked") {
            chunked = true;
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size)?;
            let n = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16)
                .unwrap_or(0);
            let mut chunk = vec![0; n + 2];
            reader.read_exact(&mut chunk)?;
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    } else {
        body.resize(length, 0);
        reader.read_exact(&mut body)?;
    }
    // The clients send plain JSON bodies (none compresses by default).
    let body = String::from_utf8_lossy(&body).into_owned();
    let req = Request { method, path, body };
    reqs.lock().unwrap().push(req.clone());
    let (status, content_type, text) = script.answer(&req);
    write!(
        conn,
        "HTTP/1.1 {status}\r\ncontent-type: {content_type}\r\ncache-control: no-cache\r\nconnection: close\r\ncontent-length: {}\r\n\r\n",
        text.len()
    )?;
    conn.write_all(text.as_bytes())?;
    conn.flush()
}

/// The last `SCRIPT-…` marker in a body and where it is.
fn latest_marker_at(body: &str) -> Option<(String, usize)> {
    let at = body.rfind("SCRIPT-")?;
    let word: String = body[at..]
        .chars()
        .take_while(|c| c.is_ascii_uppercase() || *c == '-')
        .collect();
    Some((word, at))
}

fn latest_marker(body: &str) -> Option<String> {
    latest_marker_at(body).map(|(w, _)| w)
}

fn offers_tools(body: &str) -> bool {
    serde_json::from_str::<Value>(body)
        .ok()
        .and_then(|v| {
            v.get("tools")
                .and_then(Value::as_array)
                .map(|t| !t.is_empty())
        })
        .unwrap_or(false)
}

/// A tool call to make: its name and arguments.
struct Call {
    name: &'static str,
    args: Value,
    /// Sent as a freeform (custom) tool call with this raw input (Responses' apply_patch).
    raw: Option<String>,
}

impl Script {
    fn answer(&self, req: &Request) -> (&'static str, &'static str, String) {
        if req.method != "POST" {
            // Model lists and the like: an empty list.
            return (
                "200 OK",
                "application/json",
                json!({"object": "list", "data": [], "models": []}).to_string(),
            );
        }
        let parsed: Value = serde_json::from_str(&req.body).unwrap_or(Value::Null);
        let stream = parsed["stream"].as_bool().unwrap_or(false)
            || req.path.contains("streamGenerateContent");
        let call = self.next_call(req, &parsed);
        let n = self.ids.fetch_add(1, Ordering::SeqCst);
        match self.wire {
            Wire::Anthropic => anthropic(call, n, stream),
            Wire::Responses => responses(call, n),
            Wire::Gemini => gemini(call, stream),
        }
    }

    fn next_call(&self, req: &Request, parsed: &Value) -> Option<Call> {
        if !offers_tools(&req.body) {
            return None;
        }
        let (marker, at) = latest_marker_at(&req.body)?;
        let after = &req.body[at..];
        let done = [
            "\"type\":\"tool_result\"",
            "\"type\":\"function_call_output\"",
            "\"type\":\"custom_tool_call_output\"",
            "\"functionResponse\"",
        ]
        .iter()
        .map(|k| after.matches(k).count())
        .sum::<usize>();
        let tools = tool_names(parsed);
        let has = |n: &str| tools.iter().any(|t| t == n);
        let patch = "*** Begin Patch\n*** Update File: main.go\n@@\n-func parse(s string) int {\n+func parse(s string, n int) int {\n*** End Patch\n";
        let steps: Vec<Call> = match (self.wire, marker.as_str()) {
            (Wire::Anthropic, "SCRIPT-EDIT") => vec![
                Call {
                    name: "Read",
                    args: json!({"file_path": self.file}),
                    raw: None,
                },
                Call {
                    name: "Edit",
                    args: json!({"file_path": self.file, "old_string": "func parse(s string) int {", "new_string": "func parse(s string, n int) int {"}),
                    raw: None,
                },
            ],
            (Wire::Anthropic, "SCRIPT-COMMIT") => vec![Call {
                name: "Bash",
                args: json!({"command": "git commit -am wip", "description": "Commit the work"}),
                raw: None,
            }],
            (Wire::Responses, "SCRIPT-EDIT") => {
                let custom = tool_type(parsed, "apply_patch").as_deref() == Some("custom");
                vec![Call {
                    name: "apply_patch",
                    args: json!({"input": patch}),
                    raw: custom.then(|| patch.to_string()),
                }]
            }
            (Wire::Responses, "SCRIPT-COMMIT") if has("exec_command") => vec![Call {
                name: "exec_command",
                args: json!({"cmd": "git commit -am wip"}),
                raw: None,
            }],
            (Wire::Responses, "SCRIPT-COMMIT") => vec![Call {
                name: "bash",
                args: json!({"command": "git commit -am wip", "description": "Commit the work", "mode": "sync", "initial_wait": 30}),
                raw: None,
            }],
            (Wire::Gemini, "SCRIPT-EDIT") => vec![Call {
                name: "replace",
                args: json!({"file_path": self.file, "instruction": "Add a parameter n int to parse.", "old_string": "func parse(s string) int {", "new_string": "func parse(s string, n int) int {"}),
                raw: None,
            }],
            (Wire::Gemini, "SCRIPT-COMMIT") => vec![Call {
                name: "run_shell_command",
                args: json!({"command": "git commit -am wip", "description": "Commit the work"}),
                raw: None,
            }],
            _ => Vec::new(),
        };
        steps.into_iter().nth(done)
    }
}

fn tool_names(v: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for t in v["tools"].as_array().into_iter().flatten() {
        if let Some(n) = t["name"].as_str().or(t["function"]["name"].as_str()) {
            out.push(n.to_string());
        }
        for f in t["functionDeclarations"].as_array().into_iter().flatten() {
            if let Some(n) = f["name"].as_str() {
                out.push(n.to_string());
            }
        }
    }
    out
}

fn tool_type(v: &Value, name: &str) -> Option<String> {
    v["tools"]
        .as_array()?
        .iter()
        .find(|t| t["name"].as_str() == Some(name))
        .and_then(|t| t["type"].as_str().map(String::from))
}

const DONE: &str = "Done.";

fn sse(events: &[(Option<&str>, Value)]) -> String {
    let mut s = String::new();
    for (name, data) in events {
        if let Some(n) = name {
            s.push_str(&format!("event: {n}\n"));
        }
        s.push_str(&format!("data: {data}\n\n"));
    }
    s
}

fn anthropic(call: Option<Call>, n: usize, stream: bool) -> (&'static str, &'static str, String) {
    let usage = json!({"input_tokens": 10, "output_tokens": 5, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0});
    let (block, stop) = match &call {
        Some(c) => (
            json!({"type": "tool_use", "id": format!("toolu_{n:04}"), "name": c.name, "input": c.args}),
            "tool_use",
        ),
        None => (json!({"type": "text", "text": DONE}), "end_turn"),
    };
    if !stream {
        let msg = json!({"id": format!("msg_{n:04}"), "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [block], "stop_reason": stop, "stop_sequence": null, "usage": usage});
        return ("200 OK", "application/json", msg.to_string());
    }
    let start_block = match &call {
        Some(_) => {
            json!({"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}})
        }
        None => json!({"type": "text", "text": ""}),
    };
    let delta = match &call {
        Some(c) => json!({"type": "input_json_delta", "partial_json": c.args.to_string()}),
        None => json!({"type": "text_delta", "text": DONE}),
    };
    let body = sse(&[
        (
            Some("message_start"),
            json!({"type": "message_start", "message": {"id": format!("msg_{n:04}"), "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": [], "stop_reason": null, "stop_sequence": null, "usage": usage}}),
        ),
        (
            Some("content_block_start"),
            json!({"type": "content_block_start", "index": 0, "content_block": start_block}),
        ),
        (
            Some("content_block_delta"),
            json!({"type": "content_block_delta", "index": 0, "delta": delta}),
        ),
        (
            Some("content_block_stop"),
            json!({"type": "content_block_stop", "index": 0}),
        ),
        (
            Some("message_delta"),
            json!({"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": null}, "usage": {"output_tokens": 5}}),
        ),
        (Some("message_stop"), json!({"type": "message_stop"})),
    ]);
    ("200 OK", "text/event-stream", body)
}

fn responses(call: Option<Call>, n: usize) -> (&'static str, &'static str, String) {
    let item = match &call {
        Some(Call {
            name,
            raw: Some(input),
            ..
        }) => {
            json!({"type": "custom_tool_call", "id": format!("ctc_{n:04}"), "call_id": format!("call_{n:04}"), "name": name, "input": input, "status": "completed"})
        }
        Some(c) => {
            json!({"type": "function_call", "id": format!("fc_{n:04}"), "call_id": format!("call_{n:04}"), "name": c.name, "arguments": c.args.to_string(), "status": "completed"})
        }
        None => {
            json!({"type": "message", "id": format!("msg_{n:04}"), "role": "assistant", "status": "completed", "content": [{"type": "output_text", "text": DONE, "annotations": []}]})
        }
    };
    let id = format!("resp_{n:04}");
    let usage = json!({"input_tokens": 10, "input_tokens_details": {"cached_tokens": 0}, "output_tokens": 5, "output_tokens_details": {"reasoning_tokens": 0}, "total_tokens": 15});
    let mut events = vec![
        (
            Some("response.created"),
            json!({"type": "response.created", "sequence_number": 0, "response": {"id": id, "object": "response", "status": "in_progress", "model": "gpt-5.5", "output": []}}),
        ),
        (
            Some("response.output_item.added"),
            json!({"type": "response.output_item.added", "sequence_number": 1, "output_index": 0, "item": item}),
        ),
    ];
    if call.is_none() {
        events.push((Some("response.content_part.added"), json!({"type": "response.content_part.added", "sequence_number": 2, "item_id": item["id"], "output_index": 0, "content_index": 0, "part": {"type": "output_text", "text": "", "annotations": []}})));
        events.push((Some("response.output_text.delta"), json!({"type": "response.output_text.delta", "sequence_number": 3, "item_id": item["id"], "output_index": 0, "content_index": 0, "delta": DONE})));
        events.push((Some("response.output_text.done"), json!({"type": "response.output_text.done", "sequence_number": 4, "item_id": item["id"], "output_index": 0, "content_index": 0, "text": DONE})));
        events.push((Some("response.content_part.done"), json!({"type": "response.content_part.done", "sequence_number": 5, "item_id": item["id"], "output_index": 0, "content_index": 0, "part": {"type": "output_text", "text": DONE, "annotations": []}})));
    }
    events.push((Some("response.output_item.done"), json!({"type": "response.output_item.done", "sequence_number": 6, "output_index": 0, "item": item})));
    events.push((Some("response.completed"), json!({"type": "response.completed", "sequence_number": 7, "response": {"id": id, "object": "response", "status": "completed", "model": "gpt-5.5", "output": [item], "usage": usage}})));
    ("200 OK", "text/event-stream", sse(&events))
}

fn gemini(call: Option<Call>, stream: bool) -> (&'static str, &'static str, String) {
    let part = match &call {
        Some(c) => {
            json!({"functionCall": {"name": c.name, "args": c.args}, "thoughtSignature": "skip_thought_signature_validator"})
        }
        None => json!({"text": DONE}),
    };
    let chunk = json!({
        "candidates": [{"content": {"role": "model", "parts": [part]}, "finishReason": "STOP", "index": 0}],
        "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
        "modelVersion": "gemini-2.5-flash"
    });
    if stream {
        (
            "200 OK",
            "text/event-stream",
            format!("data: {chunk}\r\n\r\n"),
        )
    } else {
        ("200 OK", "application/json", chunk.to_string())
    }
}
