package io.birj.api.model;

import io.birj.api.name.Named;

/**
 * A loop axis an expression can name ({@code AffIVKind}) and {@code loopnest} can list: a Loop's
 * {@link LoopAxis} or a DynamicForLoop's {@link DynamicForLoopAxis}.
 */
public sealed interface Axis extends Named permits AxisObject {}
