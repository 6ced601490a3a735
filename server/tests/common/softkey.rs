//! A software authenticator, for the server's tests and the attack tool: it answers WebAuthn's
//! options as a browser with a platform passkey would (`PublicKeyCredential.toJSON()`), with a
//! P-256 key, "none" attestation, and user verification. Chromium's virtual authenticator
//! stands for the real thing in tests/e2e; this one lets a test or an attacker also answer
//! wrongly on purpose (another origin, a replayed assertion, another's credential).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// One passkey held by the software authenticator.
#[derive(Clone)]
pub struct SoftKey {
    key: SigningKey,
    pub cred_id: Vec<u8>,
    /// The user handle the relying party gave it.
    pub user: Vec<u8>,
    pub rp_id: String,
    /// The page's origin, as the browser would write it in its client data.
    pub origin: String,
    pub counter: u32,
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn unb64(text: &Value) -> Vec<u8> {
    URL_SAFE_NO_PAD
        .decode(text.as_str().unwrap_or_default())
        .unwrap_or_default()
}

/// CBOR's head of major type `major` and argument `n`.
fn head(out: &mut Vec<u8>, major: u8, n: usize) {
    let m = major << 5;
    match n {
        0..=23 => out.push(m | n as u8),
        24..=0xff => out.extend([m | 24, n as u8]),
        _ => {
            out.push(m | 25);
            out.extend((n as u16).to_be_bytes());
        }
    }
}

fn cbor_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    head(out, 2, bytes.len());
    out.extend(bytes);
}

fn cbor_text(out: &mut Vec<u8>, text: &str) {
    head(out, 3, text.len());
    out.extend(text.as_bytes());
}

fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("randomness");
    bytes
}

impl SoftKey {
    /// A new passkey made for `navigator.credentials.create({publicKey: options})` on a page
    /// at `origin`, and the browser's answer to send to the server.
    pub fn create(options: &Value, origin: &str) -> (SoftKey, Value) {
        let key = loop {
            if let Ok(key) = SigningKey::from_slice(&random::<32>()) {
                break key;
            }
        };
        let soft = SoftKey {
            key,
            cred_id: random::<16>().to_vec(),
            user: unb64(&options["user"]["id"]),
            rp_id: options["rp"]["id"].as_str().unwrap_or_default().to_string(),
            origin: origin.to_string(),
            counter: 0,
        };
        let answer = soft.attest(options["challenge"].as_str().unwrap_or_default());
        (soft, answer)
    }

    /// The browser's answer with this passkey's attestation, for `challenge`.
    pub fn attest(&self, challenge: &str) -> Value {
        let client_data = self.client_data("webauthn.create", challenge);
        let point = self.key.verifying_key().to_sec1_point(false);
        let mut cose = Vec::new();
        head(&mut cose, 5, 5);
        cose.extend([0x01, 0x02, 0x03, 0x26, 0x20, 0x01]); // kty EC2, alg ES256, crv P-256
        cose.push(0x21);
        cbor_bytes(
            &mut cose,
            point.x().map(|x| x.as_slice()).unwrap_or_default(),
        );
        cose.push(0x22);
        cbor_bytes(
            &mut cose,
            point.y().map(|y| y.as_slice()).unwrap_or_default(),
        );
        let mut auth_data = self.auth_data(0x45, 0);
        auth_data.extend([0u8; 16]); // AAGUID
        auth_data.extend((self.cred_id.len() as u16).to_be_bytes());
        auth_data.extend(&self.cred_id);
        auth_data.extend(cose);
        let mut object = Vec::new();
        head(&mut object, 5, 3);
        cbor_text(&mut object, "fmt");
        cbor_text(&mut object, "none");
        cbor_text(&mut object, "attStmt");
        head(&mut object, 5, 0);
        cbor_text(&mut object, "authData");
        cbor_bytes(&mut object, &auth_data);
        json!({
            "id": b64(&self.cred_id),
            "rawId": b64(&self.cred_id),
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "response": {
                "clientDataJSON": b64(client_data.as_bytes()),
                "attestationObject": b64(&object),
                "transports": ["internal"],
            },
            "clientExtensionResults": {},
        })
    }

    /// The answer to `navigator.credentials.get({publicKey: options})`: an assertion signed
    /// with the next counter.
    pub fn get(&mut self, options: &Value) -> Value {
        self.counter += 1;
        self.assert(options["challenge"].as_str().unwrap_or_default())
    }

    /// An assertion of `challenge` at the present counter.
    pub fn assert(&self, challenge: &str) -> Value {
        let client_data = self.client_data("webauthn.get", challenge);
        let auth_data = self.auth_data(0x05, self.counter);
        let mut signed = auth_data.clone();
        signed.extend(Sha256::digest(client_data.as_bytes()));
        let signature: Signature = self.key.sign(&signed);
        json!({
            "id": b64(&self.cred_id),
            "rawId": b64(&self.cred_id),
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "response": {
                "clientDataJSON": b64(client_data.as_bytes()),
                "authenticatorData": b64(&auth_data),
                "signature": b64(signature.to_der().as_bytes()),
                "userHandle": b64(&self.user),
            },
            "clientExtensionResults": {},
        })
    }

    fn client_data(&self, kind: &str, challenge: &str) -> String {
        json!({"type": kind, "challenge": challenge, "origin": self.origin, "crossOrigin": false})
            .to_string()
    }

    /// The authenticator data: the relying party's hash, `flags` (user present 0x01,
    /// verified 0x04, attested data 0x40), the counter.
    fn auth_data(&self, flags: u8, counter: u32) -> Vec<u8> {
        let mut data = Sha256::digest(self.rp_id.as_bytes()).to_vec();
        data.push(flags);
        data.extend(counter.to_be_bytes());
        data
    }
}
