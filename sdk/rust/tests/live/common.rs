//! Helpers: the live Vigil, keys made through the API, the gateway's fault plans, a webhook receiver.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use serde::Deserialize;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader as AsyncBufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use vigil::api::apis::keys_api;
use vigil::api::models::{ApiKeyWithSecret, CreateKeyRequest, Scope};
use vigil::Vigil;

#[derive(Debug, Clone, Deserialize)]
pub struct Live {
    pub base_url: String,
    pub admin_key: String,
    pub gateway_url: String,
}

static LIVE: OnceLock<Live> = OnceLock::new();
/// Kept so that the process lives as long as the test binary; its stdin closes when the binary exits.
static CHILD: OnceLock<Mutex<Child>> = OnceLock::new();

pub fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository")
}

pub fn live() -> &'static Live {
    LIVE.get_or_init(|| {
        if let Ok(base_url) = std::env::var("VIGIL_BASE_URL") {
            return Live {
                base_url,
                admin_key: std::env::var("VIGIL_ADMIN_KEY").expect("VIGIL_ADMIN_KEY"),
                gateway_url: std::env::var("VIGIL_GATEWAY_URL").expect("VIGIL_GATEWAY_URL"),
            };
        }
        let repository = repository();
        let mut child = Command::new(repository.join("node_modules/.bin/node"))
            .arg(repository.join("sdk/scripts/live-vigil.ts"))
            .current_dir(&repository)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("sdk/scripts/live-vigil.ts should start (run `npm ci` at the repository root)");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("its first line");
        let started: Live = serde_json::from_str(&line).expect("sdk/scripts/live-vigil.ts printed its settings");
        let _ = CHILD.set(Mutex::new(child));
        started
    })
}

pub fn client() -> Vigil {
    Vigil::builder(&live().admin_key)
        .base_url(&live().base_url)
        .build()
        .expect("a client")
}

pub fn scope(name: &str) -> Scope {
    serde_json::from_value(json!(name)).expect("a scope")
}

/// A key of the admin's workspace, made through the API.
pub async fn new_key(scopes: &[&str], rate_limit: Option<&str>) -> ApiKeyWithSecret {
    let mut request = CreateKeyRequest::new("rust sdk test".into(), scopes.iter().map(|s| scope(s)).collect());
    request.rate_limit = rate_limit.map(str::to_owned);
    keys_api::create_key(client().config(), request, None)
        .await
        .expect("a new key")
}

/// A path through the fault gateway that plays its moves to the requests sent through it.
pub struct Plan {
    pub id: String,
    pub base_url: String,
}

pub async fn plan(moves: Value) -> Plan {
    let answer: Value = reqwest::Client::new()
        .post(format!("{}/plans", live().gateway_url))
        .header("content-type", "application/json")
        .body(json!({ "moves": moves }).to_string())
        .send()
        .await
        .expect("the gateway")
        .json()
        .await
        .expect("a plan");
    Plan {
        id: answer["id"].as_str().unwrap().to_owned(),
        base_url: answer["base_url"].as_str().unwrap().to_owned(),
    }
}

impl Plan {
    pub async fn log(&self) -> Vec<Value> {
        let answer: Value = reqwest::get(format!("{}/plans/{}/log", live().gateway_url, self.id))
            .await
            .expect("the gateway")
            .json()
            .await
            .expect("a log");
        answer["requests"].as_array().unwrap().clone()
    }

    pub async fn moves(&self) -> Vec<String> {
        self.log()
            .await
            .iter()
            .map(|r| r["move"].as_str().unwrap().to_owned())
            .collect()
    }

    pub fn client(&self) -> vigil::VigilBuilder {
        Vigil::builder(&live().admin_key).base_url(&self.base_url)
    }
}

pub fn problem_move(status: u16, code: &str, headers: Value) -> Value {
    let mut all = json!({ "content-type": "application/problem+json" });
    for (name, value) in headers.as_object().unwrap() {
        all[name] = value.clone();
    }
    let body = json!({
        "type": format!("urn:vigil:problem:{code}"), "title": code, "status": status,
        "detail": format!("a {status} from the gateway"), "code": code, "request_id": "gateway",
    });
    json!({ "status": status, "headers": all, "body": body.to_string() })
}

/// One POST a receiver got.
pub struct Delivery {
    pub path: String,
    pub headers: http::HeaderMap,
    pub body: Vec<u8>,
}

/// An HTTP/1.1 server on 127.0.0.1 that records each POST it receives and answers 204. It reads
/// what Vigil sends: a request line, headers and a Content-Length body.
pub struct Receiver {
    pub url: String,
    deliveries: mpsc::UnboundedReceiver<Delivery>,
}

impl Receiver {
    pub async fn start() -> Receiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let url = format!("http://{}", listener.local_addr().unwrap());
        let (sender, deliveries) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let sender = sender.clone();
                tokio::spawn(async move {
                    let (read, mut write) = stream.into_split();
                    let mut reader = AsyncBufReader::new(read);
                    let mut line = String::new();
                    if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                        return;
                    }
                    let path = line.split(' ').nth(1).unwrap_or("/").to_owned();
                    let mut headers = http::HeaderMap::new();
                    loop {
                        line.clear();
                        reader.read_line(&mut line).await.expect("a header line");
                        let header = line.trim_end();
                        if header.is_empty() {
                            break;
                        }
                        if let Some((name, value)) = header.split_once(':') {
                            headers.append(
                                http::HeaderName::from_bytes(name.trim().as_bytes()).unwrap(),
                                value.trim().parse().unwrap(),
                            );
                        }
                    }
                    let length: usize = headers
                        .get("content-length")
                        .and_then(|v| v.to_str().ok()?.parse().ok())
                        .unwrap_or(0);
                    let mut body = vec![0; length];
                    reader.read_exact(&mut body).await.expect("the body");
                    let _ = sender.send(Delivery { path, headers, body });
                    let _ = write
                        .write_all(b"HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n")
                        .await;
                });
            }
        });
        Receiver { url, deliveries }
    }

    pub async fn next(&mut self, timeout: Duration) -> Delivery {
        tokio::time::timeout(timeout, self.deliveries.recv())
            .await
            .expect("a delivery in time")
            .expect("the receiver runs")
    }
}

pub fn ethereum_address() -> String {
    let bytes = uuid::Uuid::new_v4().as_bytes().to_vec();
    let more = uuid::Uuid::new_v4().as_bytes()[..4].to_vec();
    format!(
        "0x{}",
        bytes
            .iter()
            .chain(more.iter())
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    )
}
