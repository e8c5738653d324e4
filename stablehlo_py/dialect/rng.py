"""Declarations of the ``rng`` family (spec "rng", "rng_bit_generator")."""
from __future__ import annotations

from ..assembly.formats import Keyword, Operands
from ..assembly.keywords import RNG_ALGORITHM, RNG_DISTRIBUTION
from ..assembly.type_styles import FUNCTIONAL
from ..ir.enums import RngAlgorithm, RngDistribution
from ..ir.opdef import enum_attr, op_def

OPS = (
    # %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM
    #   : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
    op_def("stablehlo.rng", spec="spec rng",
           operands="a:bool|int|float b:bool|int|float shape", results="result:bool|int|float",
           attributes=(enum_attr("rng_distribution", RngDistribution),),
           format=Operands(FUNCTIONAL, (Keyword("distribution", "rng_distribution", RNG_DISTRIBUTION),))),
    # %state, %bits = stablehlo.rng_bit_generator %seed, algorithm = THREE_FRY
    #   : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    op_def("stablehlo.rng_bit_generator", spec="spec rng_bit_generator",
           operands="initial_state:int|float", results="output_state:int|float output:int|float",
           attributes=(enum_attr("rng_algorithm", RngAlgorithm),),
           format=Operands(FUNCTIONAL, (Keyword("algorithm", "rng_algorithm", RNG_ALGORITHM),))),
)
