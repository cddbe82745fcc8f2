"""A minimal Chrome DevTools Protocol client for headless Chromium (Python 3 standard library only).

Chromium is started with --remote-debugging-pipe: it reads NUL-separated JSON commands on fd 3 and
writes replies and events on fd 4. No chromedriver, no websockets, no network: every host name resolves
to NOTFOUND and http(s) requests are blocked, so a page that tries to reach another host fails loudly
and the test sees the attempt in its request log.
"""
import json
import os
import queue
import shutil
import subprocess
import tempfile
import threading


class CDPError(Exception):
    pass


def find_chromium():
    for candidate in (os.environ.get("CHROMIUM"), "/usr/lib/chromium/chromium",
                      shutil.which("chromium"), shutil.which("chromium-browser"),
                      shutil.which("google-chrome")):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


def _chromium_args(profile):
    args = [
        "--headless", "--remote-debugging-pipe", "--user-data-dir=" + profile,
        "--no-first-run", "--no-default-browser-check",
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-default-apps", "--disable-extensions", "--disable-breakpad",
        "--disable-domain-reliability", "--no-pings", "--disable-dev-shm-usage",
        "--disable-features=Translate,OptimizationHints,MediaRouter",
        "--force-color-profile=srgb", "--hide-scrollbars", "--mute-audio",
        "--window-size=1280,900", "--password-store=basic", "--use-mock-keychain",
        # file:// pages may read each other's localStorage, as they do for a user opening _site/.
        "--allow-file-access-from-files",
    ]
    if os.geteuid() == 0:
        args.append("--no-sandbox")
    return args


def reach_loopback():
    """Lets Chromium reach 127.0.0.1, for checks of a site served on loopback (`folio serve`, a sub-path
    server). Every other host still resolves to nothing, so a built site can load nothing remote."""
    global _chromium_args
    shared = _chromium_args

    def args(profile):
        return [arg if not arg.startswith("--host-resolver-rules=") else arg + ", EXCLUDE 127.0.0.1"
                for arg in shared(profile)]
    _chromium_args = args


def _move_high(fd):
    import fcntl
    new = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 20)
    os.close(fd)
    return new


class Browser:
    """One headless Chromium process; `send` is a synchronous command, events go to listeners."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="folio-browser-profile-")
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        to_chrome_r, from_chrome_w = _move_high(to_chrome_r), _move_high(from_chrome_w)
        shell = 'exec "$@" 3<&%d 4>&%d %d<&- %d>&-' % (to_chrome_r, from_chrome_w, to_chrome_r, from_chrome_w)
        self.proc = subprocess.Popen(["bash", "-c", shell, "chromium", executable] + _chromium_args(self.profile),
                                     pass_fds=(to_chrome_r, from_chrome_w), stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.write_fd, self.read_fd = to_chrome_w, from_chrome_r
        self.next_id = 0
        self.lock = threading.Lock()
        self.waiting = {}
        self.listeners = []
        threading.Thread(target=self._read_loop, daemon=True).start()
        self.version = self.send("Browser.getVersion", timeout=60)

    def _read_loop(self):
        buffer = b""
        while True:
            try:
                chunk = os.read(self.read_fd, 1 << 20)
            except OSError:
                chunk = b""
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                if "id" in message:
                    with self.lock:
                        waiter = self.waiting.pop(message["id"], None)
                    if waiter is not None:
                        waiter.put(message)
                else:
                    for listener in list(self.listeners):
                        listener(message)
        with self.lock:
            for waiter in self.waiting.values():
                waiter.put({"error": {"message": "browser closed the connection"}})
            self.waiting.clear()

    def send(self, method, params=None, session=None, timeout=30):
        with self.lock:
            self.next_id += 1
            message_id = self.next_id
            waiter = queue.Queue(1)
            self.waiting[message_id] = waiter
        message = {"id": message_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.write_fd, data):]
        try:
            reply = waiter.get(timeout=timeout)
        except queue.Empty:
            raise CDPError("timeout after %ss in %s" % (timeout, method))
        if "error" in reply:
            raise CDPError("%s: %s" % (method, reply["error"].get("message")))
        return reply.get("result", {})

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self.write_fd, self.read_fd):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)


class Tab:
    """One page target that records console errors and every request that leaves file://."""

    def __init__(self, browser, width=1280, height=900):
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.loaded = threading.Event()
        self.console_errors = []
        self.log_errors = []
        self.remote_requests = []
        self.request_urls = {}
        self.failed_images = set()
        browser.listeners.append(self._on_event)
        for domain in ("Page.enable", "Runtime.enable", "Network.enable", "Log.enable"):
            self.send(domain)
        self.send("Network.setBlockedURLs", {"urls": ["http://*", "https://*", "ws://*", "wss://*", "ftp://*"]})
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params=None, timeout=30):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def _on_event(self, message):
        if message.get("sessionId") != self.session:
            return
        method, params = message.get("method"), message.get("params", {})
        if method == "Page.loadEventFired":
            self.loaded.set()
        elif method == "Network.requestWillBeSent":
            url = params.get("request", {}).get("url", "")
            self.request_urls[params.get("requestId")] = url
            if not url.startswith(("file:", "data:", "blob:", "about:")):
                self.remote_requests.append(url)
        elif method == "Network.loadingFailed" and params.get("type") == "Image":
            self.failed_images.add(self.request_urls.get(params.get("requestId"), ""))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            self.console_errors.append("console.%s: %s" % (params.get("type"), text[:300]))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.console_errors.append("exception: %s" % (details.get("exception", {}).get("description")
                                                          or details.get("text")))
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            if entry.get("level") == "error":
                self.log_errors.append(entry)

    def reset_logs(self):
        self.console_errors, self.log_errors, self.remote_requests = [], [], []
        self.request_urls, self.failed_images = {}, set()

    def errors(self):
        """Console errors and exceptions, plus browser log errors other than images the content
        itself links to but does not ship (the seeds link ./Media/*.png that do not exist; the build
        already warns about those). Returns (errors, missing_images)."""
        errors = list(self.console_errors)
        missing = []
        for entry in self.log_errors:
            url = entry.get("url", "")
            if entry.get("source") == "network" and url in self.failed_images:
                missing.append(url)
            else:
                errors.append("%s: %s %s" % (entry.get("source"), entry.get("text", "")[:200], url))
        return errors, missing

    def navigate(self, url, timeout=30):
        self.loaded.clear()
        self.send("Page.navigate", {"url": url})
        if not self.loaded.wait(timeout):
            raise CDPError("page load timeout: %s" % url)

    def reload(self, timeout=30):
        self.loaded.clear()
        self.send("Page.reload", {"ignoreCache": True})
        if not self.loaded.wait(timeout):
            raise CDPError("reload timeout")

    def eval(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise CDPError("JS exception: %s" % (details.get("exception", {}).get("description")
                                                 or details.get("text")))
        return result.get("result", {}).get("value")

    def color_scheme(self, scheme):
        """Emulate the operating system's light or dark preference."""
        self.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def scripts_enabled(self, enabled):
        self.send("Emulation.setScriptExecutionDisabled", {"value": not enabled})

    def screenshot(self, path, full_page=False):
        import base64
        params = {"format": "png"}
        if full_page:
            metrics = self.send("Page.getLayoutMetrics")
            size = metrics.get("cssContentSize") or metrics.get("contentSize")
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 8000),
                              "scale": 1}
            params["captureBeyondViewport"] = True
        data = self.send("Page.captureScreenshot", params, timeout=60)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
