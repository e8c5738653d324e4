"""Assembly formats of the linear-algebra ops: convolution, dot, dot_general, chlo.top_k."""
from __future__ import annotations

import numpy as np

from ..ir import attributes as at
from ..ir.types import I64, TensorType
from . import items as it
from .attributes import bind_dialect_attr, conv_dimension_numbers, dimension_struct, dims_attr
from .formats import Bound, Format, Keyword, Operands, finish, operand_list, single_value
from .keywords import I64_ARRAY, PRECISION, BoolArray, EnumList
from .reader import ItemReader, element_items, int_items
from .type_styles import Arrow, Functional


class Convolution(Format):
    """``convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {...} attr-dict``."""

    WINDOW = (("stride", "window_strides", I64_ARRAY), ("pad", "padding", None),
              ("lhs_dilate", "lhs_dilation", I64_ARRAY), ("rhs_dilate", "rhs_dilation", I64_ARRAY),
              ("reverse", "window_reversal", BoolArray()))

    def parse(self, r):
        group = r.group("()")
        b = Bound(operands=[single_value(e, r) for e in group.elements])
        dims = r.keyword("dim_numbers", after_comma=False)
        if not isinstance(dims, it.Sequence):
            raise r.error("expected dim_numbers = [...]x[...]->[...]", dims)
        b.attributes["dimension_numbers"] = conv_dimension_numbers((dims.parts,), r.error)
        window = r.maybe_keyword("window")
        if window is not None:
            if not (isinstance(window, it.Group) and window.kind == "{}"):
                raise r.error("expected window = {...}", window)
            b.attributes.update(self._window(window, r))
        return finish(b, r, Functional())

    def _window(self, group: it.Group, r: ItemReader) -> dict:
        """The attributes of ``window = {stride = [..], pad = [[lo, hi], ..], ...}``."""
        names = {w[0]: w for w in self.WINDOW}
        out = {}
        for element in group.elements:
            word = element[0]
            if len(element) != 3 or not isinstance(word, it.Word) or word.text not in names:
                raise r.error(f"unexpected '{' '.join(map(str, element))}' in window; expected "
                              f"{', '.join(names)}", word)
            _, attr, kind = names[word.text]
            if attr in out:
                raise r.error(f"'{word.text}' is given twice in window", word)
            value = element[2]
            if kind is None:  # pad = [[lo, hi], ...] -> dense<...> : tensor<Nx2xi64>
                if not (isinstance(value, it.Group) and value.kind == "[]"):
                    raise r.error("expected pad = [[lo, hi], ...]", word)
                pairs = [int_items(x, r) if isinstance(x, it.Group) else () for x in element_items(value, r)]
                wrong = next((p for p in pairs if len(p) != 2), None)
                if wrong is not None:
                    raise r.error(f"each pad entry is [low, high]; got one with {len(wrong)} elements", word)
                type_ = TensorType((len(pairs), 2), I64)
                out[attr] = at.DenseElementsAttr(np.array(pairs, dtype=np.int64).reshape(len(pairs), 2), type_)
            else:
                out[attr] = kind.parse(value, r)
        return out

    def print(self, op, p):
        dims = op.attributes.get("dimension_numbers")
        if not isinstance(dims, at.ConvDimensionNumbersAttr) or not dims.has_layouts():
            return None
        window = []
        for text, attr, kind in self.WINDOW:
            value = op.attributes.get(attr)
            if value is None:
                continue
            if kind is None:
                if not isinstance(value, at.DenseElementsAttr) or value.array.ndim != 2 \
                        or value.array.shape[1] != 2:
                    return None
                window.append(f"pad = [{', '.join(f'[{lo}, {hi}]' for lo, hi in value.array.tolist())}]")
            else:
                if not kind.can_print(value):
                    return None
                window.append(f"{text} = {kind.print(value)}")
        lhs, rhs, out = dims.layouts()
        attrs = p.attr_dict(op.attributes, {"dimension_numbers"} | {w[1] for w in self.WINDOW})
        return (f"({operand_list(op.operands)}) dim_numbers = {lhs}x{rhs}->{out}, window = {{{', '.join(window)}}}"
                f"{attrs}" + Functional().print(op))


class DotGeneral(Format):
    """``dot_general %a, %b, [batching_dims = [..] x [..],] contracting_dims = [..] x [..][, precision = [..]][, algorithm = <..>]``."""

    PRECISION_LIST = EnumList(PRECISION)

    def parse(self, r):
        b = Bound(operands=r.operands())
        fields = {}
        batching = r.maybe_keyword("batching_dims")
        if batching is not None:
            fields["lhs_batching_dimensions"], fields["rhs_batching_dimensions"] = self._pair(batching, r)
        fields["lhs_contracting_dimensions"], fields["rhs_contracting_dimensions"] = self._pair(
            r.keyword("contracting_dims"), r)
        b.attributes["dot_dimension_numbers"] = dimension_struct(
            "stablehlo.dot", {k: dims_attr(v) for k, v in fields.items()})
        precision = r.maybe_keyword("precision")
        if precision is not None:
            b.attributes["precision_config"] = self.PRECISION_LIST.parse(precision, r)
        algorithm = r.maybe_keyword("algorithm")
        if algorithm is not None:
            if not (isinstance(algorithm, it.Group) and algorithm.kind == "<>"):
                raise r.error("expected algorithm = <...>", algorithm)
            b.attributes["algorithm"] = bind_dialect_attr("stablehlo.dot_algorithm", algorithm.elements)
        return finish(b, r, Functional())

    @staticmethod
    def _pair(value, r: ItemReader) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The lhs and rhs dimensions of ``[..] x [..]``."""
        if not (isinstance(value, it.Sequence) and len(value.parts) == 3 and it.is_word(value.parts[1], "x")):
            raise r.error("expected '[...] x [...]'", value)
        return int_items(value.parts[0], r), int_items(value.parts[2], r)

    def print(self, op, p):
        dims = op.attributes.get("dot_dimension_numbers")
        if not isinstance(dims, at.StructAttr) or dims.name != "stablehlo.dot":
            return None

        def lst(key):
            return "[" + ", ".join(map(str, at.int_list(dims.get(key)) or ())) + "]"

        parts = list(op.operands)
        if dims.get("lhs_batching_dimensions") or dims.get("rhs_batching_dimensions"):
            parts.append(f"batching_dims = {lst('lhs_batching_dimensions')} x {lst('rhs_batching_dimensions')}")
        parts.append(f"contracting_dims = {lst('lhs_contracting_dimensions')} x {lst('rhs_contracting_dimensions')}")
        consumed = {"dot_dimension_numbers"}
        precision = op.attributes.get("precision_config")
        if self.PRECISION_LIST.can_print(precision):
            parts.append(f"precision = {self.PRECISION_LIST.print(precision)}")
            consumed.add("precision_config")
        algorithm = op.attributes.get("algorithm")
        if isinstance(algorithm, at.StructAttr) and algorithm.name == "stablehlo.dot_algorithm":
            parts.append("algorithm = " + str(algorithm)[len("#stablehlo.dot_algorithm"):])
            consumed.add("algorithm")
        return " " + ", ".join(parts) + p.attr_dict(op.attributes, consumed) + Functional().print(op)


class Dot(Operands):
    """``dot %a, %b[, precision = [..]]``."""

    def __init__(self):
        super().__init__(Functional(), (Keyword("precision", "precision_config", EnumList(PRECISION), True),))


class ChloTopK(Format):
    """``chlo.top_k(%x, k = 8) : T -> (Tv, Ti)``; with ``flag``, an optional boolean after ``k``:
    ``mhlo.topk(%x, k = 8, largest = true)`` (hlo_ops.td: ``(`, largest = ` $largest^)?``)."""

    def __init__(self, flag: str | None = None):
        self.flag = flag

    def parse(self, r):
        group = r.group("()")
        if not 2 <= len(group.elements) <= (3 if self.flag else 2):
            raise r.error("expected '(%operand, k = N" + (f"[, {self.flag} = true|false]" if self.flag else "")
                          + ")'", group)
        operand = single_value(group.elements[0], r)
        k = group.elements[1]
        if not (len(k) == 3 and it.is_word(k[0], "k") and isinstance(k[2], it.Literal)):
            raise r.error("expected 'k = N'", k[0])
        b = Bound(operands=[operand], attributes={"k": at.IntegerAttr(int(k[2].value), I64)})
        if len(group.elements) == 3:
            flag = group.elements[2]
            if not (len(flag) == 3 and it.is_word(flag[0], self.flag) and isinstance(flag[2], it.Literal)
                    and isinstance(flag[2].value, bool)):
                raise r.error(f"expected '{self.flag} = true' or '{self.flag} = false'", flag[0])
            b.attributes[self.flag] = at.BoolAttr(flag[2].value)
        return finish(b, r, Arrow())

    def print(self, op, p):
        k = op.attributes.get("k")
        if not isinstance(k, at.IntegerAttr) or len(op.operands) != 1:
            return None
        shown = {"k"}
        flag = op.attributes.get(self.flag) if self.flag else None
        text = f"({op.operands[0]}, k = {k.value}"
        if isinstance(flag, at.BoolAttr):
            shown.add(self.flag)
            text += f", {self.flag} = {'true' if flag.value else 'false'}"
        return text + f"){p.attr_dict(op.attributes, shown)}" + Arrow().print(op)
