package example

import kotlin.math.sqrt

// A point in the plane.
data class Point(val x: Double, val y: Double) {
    fun distanceTo(other: Point): Double {
        val dx = x - other.x
        val dy = y - other.y
        return sqrt(dx * dx + dy * dy)
    }
}

fun main() {
    val points = listOf(Point(0.0, 0.0), Point(3.0, 4.0))
    val first = points.first()
    for (point in points) {
        if (point != first) {
            println("distance: ${first.distanceTo(point)}")
        }
    }
    val count = points.count { it.x > 1.0 }
    println("count = $count")
}
