"""`python/firstfault/_core.pyi` describes the compiled module as it is: the same public
names, and every callable's parameters in the same order, with the same keyword-only
marker (read from the module's ``__text_signature__``, which PyO3 writes from each
function's ``#[pyo3(signature = ...)]``); and the dict shapes it declares
(``TypedDict`` classes) are the keys the core returns on a real scan."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import firstfault
from firstfault import _core

STUB = Path(firstfault.__file__).with_name("_core.pyi")


def _stub() -> dict[str, ast.AST]:
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    out: dict[str, ast.AST] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = node
        elif isinstance(node, ast.Assign):
            out.update({t.id: node for t in node.targets if isinstance(t, ast.Name)})
    return out


def _public(names) -> set[str]:
    return {n for n in names if not n.startswith("_")}


def _stub_params(fn: ast.FunctionDef) -> list[str]:
    a = fn.args
    names = [p.arg for p in a.posonlyargs + a.args if p.arg != "self"]
    if a.vararg is not None or a.kwonlyargs:
        names.append("*" if a.vararg is None else f"*{a.vararg.arg}")
    names += [p.arg for p in a.kwonlyargs]
    if a.kwarg is not None:
        names.append(f"**{a.kwarg.arg}")
    return names


def _runtime_params(obj) -> list[str] | None:
    text = getattr(obj, "__text_signature__", None)
    if not text:
        return None
    sig = inspect.Signature.from_callable(obj) if not inspect.isclass(obj) else None
    if sig is None:
        sig = inspect.signature(obj)
    names: list[str] = []
    star = False
    for p in sig.parameters.values():
        if p.name in ("self", "$self"):
            continue
        if p.kind is p.KEYWORD_ONLY and not star:
            names.append("*")
            star = True
        names.append({p.VAR_POSITIONAL: f"*{p.name}", p.VAR_KEYWORD: f"**{p.name}"}.get(p.kind, p.name))
        star |= p.kind is p.VAR_POSITIONAL
    return names


def _shapes() -> dict[str, list[str]]:
    """The stub's ``TypedDict`` classes: name -> keys, inherited keys first."""
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    shapes: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            bases = [b.id for b in node.bases if isinstance(b, ast.Name)]
            if "TypedDict" in bases or any(b in shapes for b in bases):
                own = [n.target.id for n in node.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
                shapes[node.name] = [k for b in bases for k in shapes.get(b, [])] + own
    return shapes


def test_the_stub_names_what_the_module_has():
    stub = _stub()
    assert _public(dir(_core)) == _public(stub) - set(_shapes())


def test_every_callable_has_the_stubs_parameters():
    stub = _stub()
    checked = 0
    for name in _public(dir(_core)):
        obj, node = getattr(_core, name), stub[name]
        if inspect.isclass(obj):
            assert isinstance(node, ast.ClassDef), name
            members = {n.name: n for n in node.body if isinstance(n, ast.FunctionDef)}
            own = _public(vars(obj)) if not issubclass(obj, BaseException) else set()
            assert own == _public(members), name
            ctor = _runtime_params(obj)
            if ctor is not None:
                assert _stub_params(members["__init__"]) == ctor, f"{name}()"
                checked += 1
            for m in own:
                params = _runtime_params(getattr(obj, m))
                if params is not None:
                    assert _stub_params(members[m]) == params, f"{name}.{m}"
                    checked += 1
        elif callable(obj):
            assert isinstance(node, ast.FunctionDef), name
            assert _stub_params(node) == _runtime_params(obj), name
            checked += 1
    assert checked >= 20


def test_the_stubs_dict_shapes_are_what_a_scan_returns(tmp_path):
    from firstfault.catalog import default_catalog

    shapes = _shapes()
    log = tmp_path / "rank3.log"
    log.write_text("step 1 | loss = 2.0\nstep 2 | loss = nan\nRuntimeError: CUDA error: an illegal memory access was encountered\n")
    scanner = default_catalog().scanner()
    out = scanner.scan_files([{"path": str(log)}, {"path": str(tmp_path / "missing.log")}], threads=1)
    assert list(out) == shapes["ScanFilesResult"]
    assert list(out["matches"]) == shapes["MatchColumns"] == list(_core.MATCH_COLUMNS)
    assert out["matches"]["signature_id"], "the test log must give a match"
    (summary,) = out["summaries"]
    assert sorted(summary) == sorted(shapes["ScannedStreamDict"])
    progress = summary["progress"][0]
    assert sorted(progress) == sorted(shapes["ProgressDict"])
    assert progress["nonfinite"], "the test log must give a non-finite value"
    assert sorted(progress["nonfinite"][0]) == sorted(shapes["NonFiniteDict"])
    (problem,) = out["problems"]
    assert sorted(problem) == sorted(shapes["InputProblemDict"])
    assert sorted(scanner.options) == sorted(shapes["ScannerOptions"])
    session = scanner.session()
    session.feed(session.add_stream("x"), b"step 1 | loss = 2.0\n")
    session.finish_all()
    assert sorted(session.summaries()[0]) == sorted(shapes["StreamSummaryDict"])
    assert list(session.take_matches()) == shapes["MatchColumns"]
