"""An agent client for animstudio's MCP tests: the official MCP Python SDK starting the real binary.

Usage: agent_client.py SCENARIO BINARY DATABASE
Each scenario prints what it observed as one JSON document on standard output; the Swift test
(MCPClientTests) asserts the exact values. A protocol failure raises and exits non-zero.
"""

import functools
import json
import subprocess
import sys

import anyio
from mcp import ClientSession, Implementation, StdioServerParameters
from mcp.client.stdio import stdio_client


def server(binary, database, *extra):
    return StdioServerParameters(command=binary, args=["--db", database, "mcp", *extra])


def result(call):
    """A tool result as plain data: its text, structured content and error flag."""
    text = "\n".join(block.text for block in call.content if block.type == "text")
    return {"text": text, "structured": call.structured_content, "isError": call.is_error}


async def session_run(binary, database, body, *extra, agent="test-agent"):
    async with stdio_client(server(binary, database, *extra)) as (read, write):
        async with ClientSession(read, write, client_info=Implementation(name=agent, version="1.0")) as session:
            init = await session.initialize()
            return await body(session, init)


async def handshake(session, init):
    tools = (await session.list_tools()).tools
    by_name = {tool.name: tool for tool in tools}
    return {
        "protocolVersion": init.protocol_version,
        "server": init.server_info.name,
        "tools": [tool.name for tool in tools],
        "sample": by_name["sample"].input_schema,
        "set": by_name["set"].input_schema,
        "setHints": {
            "readOnly": by_name["set"].annotations.read_only_hint,
            "destructive": by_name["set"].annotations.destructive_hint,
        },
    }


async def tune(session, init):
    steps = {}
    made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
    steps["new"] = made
    shown = result(await session.call_tool("show", {"ref": "bounce@draft"}))
    steps["show"] = shown
    revision = shown["structured"]["revision"]
    changed = result(
        await session.call_tool("set", {"preset": "bounce", "revision": revision, "changes": {"damping": 0.55, "velocity": 0}})
    )
    steps["set"] = changed
    metrics = result(await session.call_tool("metrics", {"curve": "bounce@draft"}))
    steps["metrics"] = metrics["structured"]["data"]["overshoot"]
    committed = result(
        await session.call_tool(
            "commit", {"preset": "bounce", "revision": changed["structured"]["revision"], "message": "less wobble"}
        )
    )
    steps["commit"] = committed
    steps["history"] = result(await session.call_tool("history", {"name": "bounce"}))["structured"]["data"]
    undone = result(
        await session.call_tool("undo", {"preset": "bounce", "revision": committed["structured"]["revision"]})
    )
    steps["undo"] = undone
    steps["export"] = result(await session.call_tool("export", {"ref": "bounce@2", "as": "swiftui"}))["text"]
    listed = await session.list_resources()
    steps["resources"] = [str(resource.uri) for resource in listed.resources]
    read = await session.read_resource("animstudio://presets/bounce@2")
    steps["resource"] = json.loads(read.contents[0].text)["versions"][0]["parameters"]
    return steps


async def stale(session, init):
    made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
    old = made["structured"]["revision"]
    first = result(await session.call_tool("set", {"preset": "bounce", "revision": old, "changes": {"damping": 0.5}}))
    again = result(await session.call_tool("set", {"preset": "bounce", "revision": old, "changes": {"damping": 0.9}}))
    shown = result(await session.call_tool("show", {"ref": "bounce@draft"}))
    return {"first": first, "again": again, "timing": shown["structured"]["data"]["parameters"]["timing"]}


async def errors(session, init):
    out = {}
    out["badValue"] = result(await session.call_tool("sample", {"curve": "cubic(1.2, 0, 0.58, 1)"}))
    out["outOfRange"] = result(await session.call_tool("sample", {"curve": "linear", "samples": 100001}))
    out["unknownArgument"] = result(await session.call_tool("sample", {"curve": "linear", "sample": 3}))
    out["missingPreset"] = result(await session.call_tool("show", {"ref": "nosuch"}))
    out["noFiles"] = result(await session.call_tool("export", {"ref": "nosuch", "output": "/tmp/x"}))
    try:
        await session.call_tool("delete", {"name": "x"})
        out["delete"] = "answered"
    except Exception as error:  # the SDK raises the JSON-RPC error
        out["delete"] = str(error)
    return out


async def hostile(session, init):
    rows = result(await session.call_tool("rows", {"name": "hostile"}))
    return {"rows": rows}


async def rpc_error(call):
    """The JSON-RPC error a call is answered with (the SDK raises it), or "answered"."""
    try:
        await call
        return "answered"
    except Exception as error:
        return str(error)


def control_text(text):
    """The raw terminal controls in text: C0 and C1 controls but the line break, and bidi overrides."""
    return [
        hex(ord(c)) for c in text
        if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) < 0xA0 or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069
    ]


async def abuse(session, init):
    """Hostile arguments, unknown tools and resources: each refusal exact, and nothing changed."""
    out = {}
    made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
    revision = made["structured"]["revision"]
    calls = {
        "negative": ("sample", {"curve": "linear", "samples": -5}),
        "nanText": ("sample", {"curve": "linear", "samples": "nan"}),
        "infText": ("sample", {"curve": "linear", "duration": "inf"}),
        "huge": ("sample", {"curve": "linear", "duration": 1e308}),
        "array": ("sample", {"curve": "linear", "samples": [1]}),
        "switchText": ("presets", {"all": "yes"}),
        "extraArray": ("history", {"name": "bounce", "extra": [1]}),
        "longText": ("sample", {"curve": "x" * 100000}),
        "escapeName": ("new", {"name": "\x1b[31mred\x1b]0;owned\x07", "source": "fade"}),
        "bidiName": ("new", {"name": "a\u202eb", "source": "fade"}),
        "revisionNumber": ("set", {"preset": "bounce", "revision": 5, "changes": {"damping": 0.5}}),
        "noRevision": ("set", {"preset": "bounce", "changes": {"damping": 0.5}}),
        "changesText": ("set", {"preset": "bounce", "revision": revision, "changes": "damping 0.5"}),
        "changeNaN": ("set", {"preset": "bounce", "revision": revision, "changes": {"damping": "nan"}}),
        "changeNUL": ("set", {"preset": "bounce", "revision": revision, "changes": {"damping": "0.5\x009"}}),
        "durationNUL": ("sample", {"curve": "linear", "duration": "0.5\x009"}),
        "escapeParameter": ("set", {"preset": "bounce", "revision": revision, "changes": {"\x1b[2J": 1}}),
    }
    texts = []
    for key, (tool, arguments) in calls.items():
        called = result(await session.call_tool(tool, arguments))
        out[key] = called["text"]
        texts.append(called["text"])
    out["delete"] = await rpc_error(session.call_tool("delete", {"name": "bounce"}))
    out["libraryPush"] = await rpc_error(session.call_tool("library_push", {}))
    out["typo"] = await rpc_error(session.call_tool("shwo", {}))
    out["escapeTool"] = await rpc_error(session.call_tool("\x1b]0;owned\x07tool", {}))
    out["longTool"] = await rpc_error(session.call_tool("t" * 100000, {}))
    out["missingVersion"] = await rpc_error(session.read_resource("animstudio://presets/bounce@9"))
    out["escapeResource"] = await rpc_error(session.read_resource("animstudio://presets/%1B%5B31m@1"))
    texts += [out[key] for key in ["delete", "libraryPush", "typo", "escapeTool", "longTool", "missingVersion", "escapeResource"]]
    out["controls"] = sorted(set(sum((control_text(text) for text in texts), [])))
    # Every draft write based on a revision the draft never had is refused as stale.
    stale_revision = {"preset": "bounce", "revision": "0000000000000000"}
    out["staleWrites"] = [
        result(await session.call_tool(tool, {**stale_revision, **extra}))["text"]
        for tool, extra in [
            ("commit", {"message": "x"}), ("undo", {}), ("redo", {}), ("revert", {"ref": "bounce@1"}),
            ("unset", {"param": ["duration"]}),
        ]
    ]
    out["versions"] = len(result(await session.call_tool("history", {"name": "bounce"}))["structured"]["data"])
    draft = await session.read_resource("animstudio://presets/bounce@draft")
    out["draft"] = json.loads(draft.contents[0].text)
    shown = result(await session.call_tool("show", {"ref": "bounce@draft"}))
    out["revisionUnchanged"] = shown["structured"]["revision"] == revision
    out["presets"] = [preset["name"] for preset in result(await session.call_tool("presets", {}))["structured"]["data"]]

    # Fifty calls at once on one connection: each answered, to its own request.
    answers = {}

    async def sample(count):
        called = await session.call_tool("sample", {"curve": "linear", "samples": count})
        answers[count] = len(called.structured_content["data"]["samples"])

    async with anyio.create_task_group() as group:
        for count in range(1, 51):
            group.start_soon(sample, count)
    out["concurrent"] = sorted(count + 1 == rows for count, rows in answers.items()) == [True] * 50
    return out


async def simulate_once(session, init):
    """A simulate call records one run, its text and its data both from it."""
    called = result(
        await session.call_tool("simulate", {"entrance": "fade", "dataset": "demo-team", "session": "probe"})
    )
    sessions = result(await session.call_tool("sessions", {}))["structured"]["data"]
    return {
        "runs": [entry["runs"] for entry in sessions if entry["name"] == "probe"],
        "cells": len(called["structured"]["data"]["records"]),
        "heading": called["text"].splitlines()[0],
    }


async def locked(session, init):
    """A write while another process holds the database's write lock: refused whole after the wait,
    nothing written (the same revision then writes), and the server goes on."""
    import sqlite3

    made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
    revision = made["structured"]["revision"]
    holder = sqlite3.connect(sys.argv[3], isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    busy = result(await session.call_tool("set", {"preset": "bounce", "revision": revision, "changes": {"damping": 0.6}}))
    read = result(await session.call_tool("show", {"ref": "bounce@draft"}))
    holder.execute("ROLLBACK")
    holder.close()
    after = result(await session.call_tool("set", {"preset": "bounce", "revision": revision, "changes": {"damping": 0.6}}))
    return {"busy": busy, "readWhileLocked": read["structured"]["data"]["parameters"]["timing"], "after": after}


async def allowed(session, init):
    """A server started with --allow delete-dataset: the verb is a tool, and asks for force as it does
    of a person."""
    tools = {tool.name: tool for tool in (await session.list_tools()).tools}
    unforced = result(await session.call_tool("delete-dataset", {"name": "demo-cities"}))
    forced = result(await session.call_tool("delete-dataset", {"name": "demo-cities", "force": True}))
    datasets = result(await session.call_tool("datasets", {}))["structured"]["data"]
    return {
        "properties": sorted(tools["delete-dataset"].input_schema["properties"]),
        "unforced": unforced["text"],
        "forced": forced["text"],
        "datasets": [entry["name"] for entry in datasets],
    }


SCENARIOS = {
    "handshake": handshake, "tune": tune, "stale": stale, "errors": errors, "hostile": hostile, "abuse": abuse,
    "simulate": simulate_once, "locked": locked, "allowed": allowed,
}


def race(binary, database):
    """Four agents, each in its own server process, tune one parameter of the same draft at once,
    each retrying with the revision a stale refusal names: every agent's last acknowledged value is
    in the final draft (no write lost), and the refusals are counted."""
    subprocess.run([binary, "--db", database, "-c", "new bounce from move-up-bounce"], capture_output=True, timeout=60)
    values = {
        "duration": [0.5, 0.6, 0.7, 0.8, 0.9, 1.1],
        "delay-factor": [0.01, 0.02, 0.03, 0.04, 0.06, 0.07],
        "row-height": [30, 31, 32, 33, 34, 35],
        "damping": [0.3, 0.31, 0.32, 0.33, 0.34, 0.35],
    }
    acknowledged = {}
    refusals = {"stale": 0, "other": []}

    async def writer(parameter):
        async def body(session, init):
            shown = result(await session.call_tool("show", {"ref": "bounce@draft"}))
            revision = shown["structured"]["revision"]
            for value in values[parameter]:
                while True:
                    called = result(
                        await session.call_tool(
                            "set", {"preset": "bounce", "revision": revision, "changes": {parameter: value}}
                        )
                    )
                    revision = called["structured"].get("revision", revision)
                    if not called["isError"]:
                        acknowledged[parameter] = value
                        break
                    if "changed since revision" not in called["text"]:
                        refusals["other"].append(called["text"])
                        return
                    refusals["stale"] += 1

        await session_run(binary, database, body)

    async def everyone():
        async with anyio.create_task_group() as group:
            for parameter in values:
                group.start_soon(writer, parameter)

    anyio.run(everyone)
    shown = subprocess.run(
        [binary, "--db", database, "-c", "show bounce@draft --format json"], capture_output=True, timeout=60
    )
    return {
        "acknowledged": acknowledged,
        "final": json.loads(shown.stdout)["parameters"],
        "staleRefusals": refusals["stale"],
        "otherRefusals": refusals["other"],
    }


def hostile_agent(binary, database):
    """An agent whose name carries terminal controls commits a version: its name is written as
    visible text wherever the studio keeps it."""

    async def body(session, init):
        made = result(await session.call_tool("new", {"name": "bounce", "source": "move-up-bounce"}))
        changed = result(
            await session.call_tool(
                "set", {"preset": "bounce", "revision": made["structured"]["revision"], "changes": {"damping": 0.5}}
            )
        )
        await session.call_tool("commit", {"preset": "bounce", "revision": changed["structured"]["revision"]})
        history = result(await session.call_tool("history", {"name": "bounce"}))
        return {"authors": [entry["author"] for entry in history["structured"]["data"]], "text": history["text"]}

    return anyio.run(
        functools.partial(session_run, binary, database, body, agent="\x1b[31mevil\x1b]0;t\x07\u202e")
    )


def gone_mid_answer(binary, database):
    """A client that asks for a 100,000-row sample and closes its end before reading the answer."""
    process = subprocess.Popen(
        [binary, "--db", database, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    process.stdin.write(
        b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sample","arguments":{"curve":"ease-in","samples":100000}}}\n'
    )
    process.stdin.flush()
    process.stdout.close()
    process.stdin.close()
    status = process.wait(timeout=60)
    return {"status": status, "stderr": process.stderr.read().decode()}


def raw(binary, database):
    """Bytes the SDK would never send, written to the server's standard input directly."""
    lines = [
        b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}',
        b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
        b"{not json",
        b'[{"jsonrpc":"2.0","id":2,"method":"ping"}]',
        b'{"jsonrpc":"2.0","id":3,"method":"no/such"}',
        b'{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"no-such-tool","arguments":{}}}',
        b'{"jsonrpc":"1.0","id":5,"method":"ping"}',
        b'{"jsonrpc":"2.0","id":"six","method":"ping"}',
        b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"sample","arguments":{"curve":"' + b"x" * (1 << 20) + b'"}}}',
        b'{"jsonrpc":"2.0","id":8,"method":"resources/read","params":{"uri":"animstudio://presets/none@1"}}',
        b'{"jsonrpc":"2.0","id":9,"method":"ping"}',
        b'{"jsonrpc":"2.0","id":10,"method":"ping\\u0000\\u001b[31m"}',
        b'{"jsonrpc":"2.0","id":11,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"again","version":"0"}}}',
        b'{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":5}}',
        b'{"jsonrpc":"2.0","id":13,"method":"' + b"[" * 100000 + b'"}',
        b"[" * 100000 + b"]" * 100000,
        b'{"jsonrpc":"2.0","id":14,"method":"ping"}',
    ]
    done = subprocess.run(
        [binary, "--db", database, "mcp"], input=b"\n".join(lines) + b"\n", capture_output=True, timeout=60
    )
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    for answer in answers:
        if answer.get("id") == 1:
            answer.pop("result", None)
    return {"status": done.returncode, "answers": answers, "stderr": done.stderr.decode()}


def disconnect(binary, database):
    """A client that sends a write and goes away without reading the answer."""
    shown = subprocess.run(
        [binary, "--db", database, "-c", "show bounce@draft --format json"], capture_output=True, timeout=60
    )
    process = subprocess.Popen(
        [binary, "--db", database, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    revision = sys.argv[4]
    process.stdin.write(
        b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"set","arguments":{"preset":"bounce","revision":"'
        + revision.encode()
        + b'","changes":{"damping":0.7}}}}\n'
    )
    process.stdin.close()
    process.stdout.close()  # gone before the answer
    status = process.wait(timeout=60)
    return {"status": status, "stderr": process.stderr.read().decode(), "before": json.loads(shown.stdout)["parameters"]["timing"]}


def main():
    scenario, binary, database = sys.argv[1], sys.argv[2], sys.argv[3]
    if scenario == "raw":
        observed = raw(binary, database)
    elif scenario == "race":
        observed = race(binary, database)
    elif scenario == "hostile-agent":
        observed = hostile_agent(binary, database)
    elif scenario == "gone-mid-answer":
        observed = gone_mid_answer(binary, database)
    elif scenario == "disconnect":
        observed = disconnect(binary, database)
    else:
        observed = anyio.run(session_run, binary, database, SCENARIOS[scenario], *sys.argv[4:])
    print(json.dumps(observed, sort_keys=True, indent=1, ensure_ascii=True))


if __name__ == "__main__":
    main()
